import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ManageCommunicationsPage from '../../pages/manage-communications-page';
import { renderInRemote } from 'remote-kit/testing';
import { fakeApi, inAuth, pageProps } from '../../testing/auth-test-kit';

describe('the manage-communications page', () => {
  it('reads the choice of the link i_hash and saves a new one', async () => {
    const api = fakeApi((request) =>
      request.method === 'GET'
        ? { status: 200, data: { i_hash: 'hash-1234567', check: true, email: 'ca***@example.com' } }
        : { status: 200, data: { i_hash: 'hash-1234567', check: false, email: 'ca***@example.com' } },
    );
    renderInRemote(
      <ManageCommunicationsPage {...pageProps()} />,
      inAuth(api, '/manage-communications?i_hash=hash-1234567'),
    );
    const box = await screen.findByRole('checkbox', { name: 'Send me news and offers by email' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('You will no longer get our emails.')).toBeVisible();
    expect(api.requests[1]?.body).toEqual({ i_hash: 'hash-1234567', check: false });
  });

  it('says so when the link is not valid', async () => {
    const api = fakeApi(() => ({ status: 404, data: { detail: 'This link is not valid.' } }));
    renderInRemote(
      <ManageCommunicationsPage {...pageProps()} />,
      inAuth(api, '/manage-communications?i_hash=forged-12345'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
  });
});
