import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ManageCommunicationsPage from '../../pages/manage-communications-page';
import { fakeApi, renderAuthPage } from '../../testing/render-auth-page';

describe('the manage-communications page', () => {
  it('reads the choice of the link i_hash and saves a new one', async () => {
    const api = fakeApi((request) =>
      request.method === 'GET'
        ? { status: 200, data: { i_hash: 'hash-1234567', check: true, email: 'ca***@example.com' } }
        : { status: 200, data: { i_hash: 'hash-1234567', check: false, email: 'ca***@example.com' } },
    );
    renderAuthPage(ManageCommunicationsPage, { path: '/manage-communications?i_hash=hash-1234567', api });
    const box = await screen.findByRole('checkbox', { name: 'Send me news and offers by email' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('You will no longer get our emails.')).toBeVisible();
    expect(api.requests[1]?.body).toEqual({ i_hash: 'hash-1234567', check: false });
  });

  it('says so when the link is not valid', async () => {
    const api = fakeApi(() => ({ status: 404, data: { detail: 'This link is not valid.' } }));
    renderAuthPage(ManageCommunicationsPage, { path: '/manage-communications?i_hash=forged-12345', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
  });
});
