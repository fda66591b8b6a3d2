import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from 'shared-contracts';
import AboutPage from '../../pages/about-page';
import { renderInRemote } from 'remote-kit/testing';
import { fakeApi, inContent, pageProps, type SeenRequest } from '../../testing/content-test-kit';

const POPUP = {
  template_name: 'subscribe_popup',
  identifier: 'newsletter-popup',
  title: 'Get 10 percent off',
  content: '<p>Join our emails.</p>',
  button_label: 'Subscribe',
};
const SUCCESS = {
  ...POPUP,
  template_name: 'subscribe_success',
  title: 'You are subscribed',
  content: '<p>Thanks!</p>',
};

function popupApi({ subscribeStatus = 201 } = {}) {
  return fakeApi((request: SeenRequest) => {
    switch (request.url) {
      case '/api/ab_test/fetch-page-content/':
        return { status: 200, data: { data: [] } };
      case '/api/stud/url-subscribe-popup/':
        return { status: 200, data: { data: [{ brand: 'stud', path: '/about' }] } };
      case '/api/customer-interactions/template/': {
        const name = (request.params as { template_name: string }).template_name;
        return { status: 200, data: { data: name === 'subscribe_popup' ? POPUP : SUCCESS } };
      }
      case '/api/stud/subscribe/':
        return subscribeStatus < 400
          ? { status: subscribeStatus, data: { detail: 'You are subscribed.' } }
          : { status: subscribeStatus, data: { detail: 'Invalid body: email must match pattern.' } };
      default:
        return undefined;
    }
  });
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('the subscription popup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    storage.remove('subscribed');
  });

  it('opens after 30 s on a listed page, not before', async () => {
    const api = popupApi();
    renderInRemote(
      <AboutPage {...pageProps('stud', 'about', '/stud')} />,
      inContent(api, '/stud/about', { basename: '/stud' }),
    );
    await wait(29_999);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((request) => request.url === '/api/stud/url-subscribe-popup/')).toBe(false);
    await wait(1);
    expect(await screen.findByRole('dialog', { name: 'Get 10 percent off' })).toBeVisible();
  });

  it('does not open on a page that is not listed', async () => {
    renderInRemote(
      <AboutPage {...pageProps('stud', 'about', '/stud')} />,
      inContent(popupApi(), '/stud/contact', { basename: '/stud' }),
    );
    await wait(31_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never opens once subscribed', async () => {
    storage.set('subscribed', true);
    const api = popupApi();
    renderInRemote(
      <AboutPage {...pageProps('stud', 'about', '/stud')} />,
      inContent(api, '/stud/about', { basename: '/stud' }),
    );
    await wait(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((request) => request.url === '/api/stud/url-subscribe-popup/')).toBe(false);
  });

  it('posts email and identifier, shows the success template and sets subscribed', async () => {
    const api = popupApi();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInRemote(
      <AboutPage {...pageProps('stud', 'about', '/stud')} />,
      inContent(api, '/stud/about', { basename: '/stud' }),
    );
    await wait(30_000);
    await user.type(await screen.findByLabelText('Email'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('dialog', { name: 'You are subscribed' })).toBeVisible();
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        url: '/api/stud/subscribe/',
        body: { email: 'reader@example.com', identifier: 'newsletter-popup' },
      }),
    );
    expect(storage.get('subscribed')).toBe(true);
  });

  it('enables the subscribe button again 6 s after a submit', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInRemote(
      <AboutPage {...pageProps('stud', 'about', '/stud')} />,
      inContent(popupApi({ subscribeStatus: 400 }), '/stud/about', { basename: '/stud' }),
    );
    await wait(30_000);
    await user.type(await screen.findByLabelText('Email'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid body: email must match pattern.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await wait(5_000);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await wait(1_000);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(storage.get('subscribed')).toBeNull();
  });
});
