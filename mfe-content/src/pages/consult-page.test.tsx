import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AbBlock, SchedulerConfig } from 'shared-contracts';
import { defaultRuntimeConfig, endpoints, resetRuntimeConfig, setRuntimeConfig } from 'shared-contracts';
import { forgetProviderScripts } from '../features/consult-scheduler';
import { renderInRemote } from 'remote-kit/testing';
import { fakeApi, inContent, pageProps } from '../testing/content-test-kit';
import ConsultPage from './consult-page';

const booking: AbBlock = {
  identifier: 'cele-consult-booking',
  name: 'Consult booking',
  content: '<h1>Book a consult</h1><p>Talk to a specialist about your options.</p>',
  script: null,
  script_url: null,
  edit_url: '/admin/ab-content/cele-consult-booking/',
  variant: 1,
  variant_count: 1,
};

const CALENDLY: SchedulerConfig = {
  provider: 'calendly',
  scriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
  bookingUrl: 'https://calendly.com/acme/consult',
};

type FormAnswer = { status: number; data: unknown };

/** The consult page on a fake API; `address: false` leaves out the "Current page" live region. */
function renderConsultPage(
  formAnswer: FormAnswer = { status: 201, data: { detail: 'Thank you.' } },
  { address = true } = {},
) {
  const api = fakeApi((request) => {
    if (request.url === endpoints.ab.fetchSpecificContent) return { status: 200, data: { data: booking } };
    if (request.url === endpoints.landing.contactusForm) return formAnswer;
    return undefined;
  });
  renderInRemote(
    <ConsultPage {...pageProps('cele', 'consult', '/varicocele')} />,
    inContent(api, '/varicocele/consult', { basename: '/varicocele', address }),
  );
  return api;
}

// Typing a whole form takes seconds on a busy machine: no delay between keys, and more time.
const FORM_TEST_TIMEOUT_MS = 20_000;

async function fillTheForm() {
  const user = userEvent.setup({ delay: null });
  const form = await screen.findByRole('form', { name: 'Request a consult' });
  await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Sam');
  await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Lee');
  await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await user.click(within(form).getByRole('radio', { name: 'Grade 2' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Male infertility' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Varicocele pain' }));
  await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'I would like to talk.');
  return { user, form };
}

/** The provider script the page added to the document, found by its URL. */
function providerScript(url: string): HTMLScriptElement | null {
  return document.head.querySelector(`script[src="${url}"]`);
}

afterEach(() => {
  resetRuntimeConfig();
  forgetProviderScripts();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as { Calendly?: unknown }).Calendly;
});

describe('ConsultPage without a scheduling provider', () => {
  beforeEach(() => setRuntimeConfig(defaultRuntimeConfig()));

  it('offers the consultation form alone: no calendar, no apology, no third-party script', async () => {
    renderConsultPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a consult' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Request a consult' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Pick a time online' })).toBeNull();
    expect(screen.queryByText(/not available/i)).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it(
    'sends the grade as varicocele_grade with the ticked symptoms, then shows /consult/success',
    async () => {
      const api = renderConsultPage();
      const { user, form } = await fillTheForm();
      await user.click(within(form).getByRole('button', { name: 'Request consult' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Current page')).toHaveTextContent('/consult/success'),
      );
      const sent = api.requests.find((request) => request.url === endpoints.landing.contactusForm);
      expect(sent?.body).toEqual({
        form_type: 'consult',
        first_name: 'Sam',
        last_name: 'Lee',
        email: 'sam@example.com',
        message: 'I would like to talk.',
        varicocele_grade: 'grade_2',
        symptoms: ['male_infertility', 'varicocele_pain'],
      });
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it('says what is missing and sends nothing until every required field is filled', async () => {
    const api = renderConsultPage();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Request a consult' });
    await user.click(within(form).getByRole('button', { name: 'Request consult' }));
    expect(await within(form).findByText('Please enter your first name.')).toBeVisible();
    expect(within(form).getByText('Please choose a grade.')).toBeVisible();
    expect(within(form).getByText('Please tell us a little about your situation.')).toBeVisible();
    expect(api.requests.filter((request) => request.url === endpoints.landing.contactusForm)).toEqual([]);
  });

  it(
    "shows the API's reason when it refuses the request, and stays on the form",
    async () => {
      renderConsultPage({
        status: 400,
        data: { detail: 'Invalid body: varicocele_grade is required.' },
      });
      const { user, form } = await fillTheForm();
      await user.click(within(form).getByRole('button', { name: 'Request consult' }));
      expect(await within(form).findByText('Invalid body: varicocele_grade is required.')).toBeVisible();
      expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/consult$/);
    },
    FORM_TEST_TIMEOUT_MS,
  );
});

describe('ConsultPage with a scheduling provider in the runtime config', () => {
  beforeEach(() => setRuntimeConfig({ ...defaultRuntimeConfig(), scheduler: CALENDLY }));

  it("loads the provider's script and draws its booking page above the form", async () => {
    const initInlineWidget = jest.fn();
    renderConsultPage(undefined, { address: false });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pick a time online' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking calendar…');
    const script = providerScript(CALENDLY.scriptUrl);
    expect(script).not.toBeNull();
    // What widget.js does when it runs: define its API.
    act(() => {
      Object.assign(window, { Calendly: { initInlineWidget } });
      script?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(initInlineWidget).toHaveBeenCalledTimes(1));
    const [{ url, parentElement }] = initInlineWidget.mock.calls[0] as [
      { url: string; parentElement: Element },
    ];
    expect(url).toBe(CALENDLY.bookingUrl);
    expect(parentElement).toHaveAttribute('data-scheduler', 'calendly');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('form', { name: 'Request a consult' })).toBeVisible();
  });

  it('leaves the form alone, without an apology, when the script cannot load (offline)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderConsultPage();
    await screen.findByRole('heading', { level: 2, name: 'Pick a time online' });
    act(() => {
      providerScript(CALENDLY.scriptUrl)?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pick a time online' })).toBeNull());
    expect(screen.getByRole('form', { name: 'Request a consult' })).toBeVisible();
    expect(screen.queryByText(/not available/i)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
    warn.mockRestore();
  });
});
