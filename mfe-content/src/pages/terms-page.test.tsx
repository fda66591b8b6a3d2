import { screen, waitFor } from '@testing-library/react';
import type { AbBlock } from 'shared-contracts';
import { endpoints } from 'shared-contracts';
import { renderInRemote } from 'remote-kit/testing';
import { fakeApi, inContent, pageProps } from '../testing/content-test-kit';
import TermsPage from './terms-page';

const intro: AbBlock = {
  identifier: 'cele-terms-intro',
  name: 'Terms intro',
  content: '<h1>Terms and privacy</h1><p>What you agree to when you use this site.</p>',
  script: null,
  script_url: null,
  edit_url: '/admin/ab-content/cele-terms-intro/',
  variant: 1,
  variant_count: 1,
};

const documentOf = (type: string) => ({
  type,
  title: type === 'terms' ? 'Terms of Service' : 'Privacy Policy',
  content: `<p>The ${type} text.</p>`,
  updated_at: '2026-11-01',
});

describe('TermsPage', () => {
  it('shows the documents only once the blocks above them are there, so nothing is pushed down', async () => {
    let sendBlocks: () => void = () => undefined;
    const blocksSent = new Promise<void>((resolve) => {
      sendBlocks = resolve;
    });
    const api = fakeApi(async (request) => {
      if (request.url === '/api/ab_test/fetch-page-content/') {
        await blocksSent;
        return { status: 200, data: { data: [intro] } };
      }
      if (request.url === endpoints.landing.termsCondition) {
        const { type } = request.params as { type: string };
        return { status: 200, data: { data: documentOf(type) } };
      }
      return undefined;
    });
    renderInRemote(
      <TermsPage {...pageProps('cele', 'terms', '/varicocele')} />,
      inContent(api, '/varicocele/terms', { basename: '/varicocele' }),
    );

    // The documents are asked for at once and have arrived, the blocks have not: only the
    // reserved space shows.
    await screen.findByLabelText('Loading content');
    const termsReads = () =>
      api.requests.filter((request) => request.url === endpoints.landing.termsCondition);
    await waitFor(() => expect(termsReads()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Terms of Service' })).toBeNull();

    sendBlocks();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of Service' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  });

  it('gives links to the brand’s pages in a document the brand’s prefix', async () => {
    const api = fakeApi((request) => {
      if (request.url === '/api/ab_test/fetch-page-content/') return { status: 200, data: { data: [intro] } };
      if (request.url === endpoints.landing.termsCondition) {
        const { type } = request.params as { type: string };
        return {
          status: 200,
          data: {
            data: { ...documentOf(type), content: `<p><a href="contact">Ask us about ${type}</a></p>` },
          },
        };
      }
      return undefined;
    });
    renderInRemote(
      <TermsPage {...pageProps('cele', 'terms', '/varicocele')} />,
      inContent(api, '/varicocele/terms', { basename: '/varicocele' }),
    );
    // The documents show once the blocks are in: allow a loaded machine its time.
    const link = await screen.findByRole('link', { name: 'Ask us about terms' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/varicocele/contact');
  });
});
