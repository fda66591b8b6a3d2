import { screen } from '@testing-library/react';
import type { AbBlock } from 'shared-contracts';
import { endpoints } from 'shared-contracts';
import { fakeApi, pageProps, renderOnServerThenHydrate } from '../testing/content-test-kit';
import * as AssessmentDataPage from './assessment-data-page';
import * as AssessmentPage from './assessment-page';
import * as ConsultPage from './consult-page';
import * as ConsultSuccessPage from './consult-success-page';
import * as ContactPage from './contact-page';
import * as InterviewPage from './interview-page';
import * as ReportsPage from './reports-page';

// The content remote's form, assessment and consult pages opt into the shell's server render
// (docs/adr/0140): their first HTML holds their heading and their parts (the form, empty; the
// questionnaire's first step; the contact details), and the browser's first render is that very
// markup, hydrated without a mismatch and without asking the API again.

const blockOf = (page: string, heading: string): AbBlock => ({
  identifier: `cele-${page}-intro`,
  name: `${page} intro`,
  content: `<h1>${heading}</h1><p>About this page.</p>`,
  script: null,
  script_url: null,
  edit_url: `/admin/ab-content/cele-${page}-intro/`,
  variant: 1,
  variant_count: 1,
});

function contentApi() {
  return fakeApi((request) => {
    if (request.url === endpoints.ab.fetchPageContent) {
      const { page } = request.body as { page: string };
      return { status: 200, data: { data: [blockOf(page, `The ${page} page`)] } };
    }
    if (request.url === endpoints.ab.fetchSpecificContent)
      return { status: 200, data: { data: blockOf('consult', 'Book a consult online') } };
    if (request.url === endpoints.landing.contactInfo)
      return {
        status: 200,
        data: {
          data: { title: 'Reach our team', email: 'care@example.com', phone: '+1 555 0100', hours: null },
        },
      };
    return undefined;
  });
}

const CASES = [
  {
    name: 'the consult page',
    module: ConsultPage,
    pageKey: 'consult',
    heading: 'Book a consult online',
    part: 'Request a consult',
  },
  {
    name: 'the consult success page',
    module: ConsultSuccessPage,
    pageKey: 'consult-success',
    heading: 'The consult-success page',
  },
  { name: 'the interview page', module: InterviewPage, pageKey: 'interview', heading: 'The interview page' },
  {
    name: 'the contact page',
    module: ContactPage,
    pageKey: 'contact',
    heading: 'The contact page',
    part: 'Send us a message',
    details: 'Reach our team',
  },
  {
    name: 'an assessment page',
    module: AssessmentPage,
    pageKey: 'assess-pain',
    heading: 'The assess-pain page',
    questionnaire: true,
  },
];

describe('content pages rendered on the server', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(CASES)(
    '$name: its first HTML holds its heading and parts, and hydrates as it is',
    async ({ module, pageKey, heading, part, details, questionnaire }) => {
      const api = contentApi();
      const { html, problems, readsBeforeHydration, unmount } = await renderOnServerThenHydrate(
        module,
        pageProps('cele', pageKey, '/varicocele'),
        api,
        { path: `/varicocele/${pageKey}`, basename: '/varicocele' },
      );
      expect(html).toContain(`<h1>${heading}</h1>`);
      // Nothing of the page waits for a read in the server's markup.
      expect(html).not.toContain('aria-busy="true"');
      if (part) expect(html).toContain(`>${part}</h2>`);
      if (details) expect(html).toContain(`>${details}</h2>`);
      if (questionnaire) expect(html).toMatch(/Step <!-- -->1<!-- --> of/);
      expect(problems).toEqual([]);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The browser's first render used the server's reads: it asked for nothing again.
      expect(api.requests).toHaveLength(readsBeforeHydration);
      unmount();
    },
  );

  it.each([
    { name: 'the assessment results page', module: AssessmentDataPage, pageKey: 'data-assessment' },
    { name: 'the reports page', module: ReportsPage, pageKey: 'data-reports' },
  ])(
    '$name: its intro on the server, the browser’s own results only after hydration',
    async ({ module, pageKey }) => {
      const api = contentApi();
      const { html, problems, readsBeforeHydration, unmount } = await renderOnServerThenHydrate(
        module,
        pageProps('cele', pageKey, '/varicocele'),
        api,
        { path: `/varicocele/data/${pageKey}`, basename: '/varicocele' },
      );
      expect(html).toContain(`<h1>The ${pageKey} page</h1>`);
      expect(html).toContain('Loading your results…');
      expect(api.requests.slice(0, readsBeforeHydration).map((request) => request.url)).toEqual([
        endpoints.ab.fetchPageContent,
      ]);
      expect(problems).toEqual([]);
      unmount();
    },
  );

  it('renders the forms empty on the server, as the browser first shows them', async () => {
    const { container, unmount } = await renderOnServerThenHydrate(
      ContactPage,
      pageProps('stud', 'contact', '/stud'),
      contentApi(),
      { path: '/stud/contact', basename: '/stud' },
    );
    const fields = [...container.querySelectorAll('input, textarea')];
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields) expect((field as HTMLInputElement).value).toBe('');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    unmount();
  });
});
