import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from 'remote-kit/testing';
import type { AbBlockForEditing } from 'shared-contracts';
import AbContentEditorPage from '../../pages/ab-content-editor-page';
import { fakeApi, inContent, type SeenRequest } from '../../testing/content-test-kit';
import { backToPage } from './back-to-page';

const BLOCK: AbBlockForEditing = {
  identifier: 'stud-about-story',
  name: 'About: our story',
  brand: 'stud',
  page: 'about',
  variants: [
    { variant: 1, content: '<h2>Our story</h2>', script: null },
    { variant: 2, content: '<h2>Made to last</h2>', script: "block.dataset.ready = 'yes';" },
  ],
};
const BLOCK_URL = '/api/ab_test/content/stud-about-story/';

function editorApi(
  put: (request: SeenRequest) => { status: number; data: unknown } = () => ({
    status: 200,
    data: { data: {} },
  }),
) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === BLOCK_URL) return { status: 200, data: { data: BLOCK } };
    if (request.method === 'PUT') return put(request);
    return undefined;
  });
}

function renderEditor(api: ReturnType<typeof fakeApi>, from?: string) {
  const path = { pathname: '/admin/ab-content/stud-about-story/', state: from ? { from } : null };
  return renderInRemote(
    <AbContentEditorPage brand="stud" pageKey="ab-content-editor" brandHref={(p) => p} />,
    { ...inContent(api, ''), path, route: '/admin/ab-content/:identifier' },
  );
}

const variantForm = (variant: number) => screen.getByRole('form', { name: `Variant ${variant}` });

describe('the A/B content editor', () => {
  it('lists every variant with its markup, script and a sanitised preview', async () => {
    renderEditor(editorApi());
    expect(await screen.findByRole('form', { name: 'Variant 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit A/B content' })).toBeInTheDocument();
    expect(screen.getByText('About: our story')).toBeInTheDocument();
    expect(within(variantForm(1)).getByRole('textbox', { name: 'Markup (HTML)' })).toHaveValue(
      '<h2>Our story</h2>',
    );
    expect(within(variantForm(2)).getByRole('textbox', { name: /^Script/ })).toHaveValue(
      "block.dataset.ready = 'yes';",
    );
    const preview = within(variantForm(1)).getByRole('region', { name: 'Preview of variant 1' });
    expect(within(preview).getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(document.title).toBe('Edit A/B content: About: our story');
  });

  it('previews what the editor types, without what could run code, and says what it left out', async () => {
    const user = userEvent.setup();
    renderEditor(editorApi());
    const markup = within(await screen.findByRole('form', { name: 'Variant 1' })).getByRole('textbox', {
      name: 'Markup (HTML)',
    });
    await user.clear(markup);
    await user.type(markup, '<p>Fresh words</p><img src="x" onerror="window.hacked = 1">');
    const preview = within(variantForm(1)).getByRole('region', { name: 'Preview of variant 1' });
    expect(within(preview).getByText('Fresh words')).toBeInTheDocument();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(within(preview).getByText(/The page leaves out what could run code: onerror/)).toBeInTheDocument();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('saves one variant through the API and says so; an empty script is sent as none', async () => {
    const user = userEvent.setup();
    const api = editorApi();
    renderEditor(api);
    const form = await screen.findByRole('form', { name: 'Variant 2' });
    const markup = within(form).getByRole('textbox', { name: 'Markup (HTML)' });
    await user.clear(markup);
    await user.type(markup, '<h2>Built for every day</h2>');
    await user.clear(within(form).getByRole('textbox', { name: /^Script/ }));
    await user.click(within(form).getByRole('button', { name: 'Save variant 2' }));

    expect(
      await within(form).findByText(/^Variant 2 saved at \d{1,2}:\d{2}:\d{2} [AP]M\.$/),
    ).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put).toEqual(
      expect.objectContaining({
        url: '/api/ab_test/content/stud-about-story/2/',
        body: { content: '<h2>Built for every day</h2>', script: null },
      }),
    );
  });

  it("shows the server's refusal by the form and keeps what the editor typed", async () => {
    const user = userEvent.setup();
    const detail = "The script has a syntax error and was not saved: Unexpected token ';'";
    renderEditor(editorApi(() => ({ status: 400, data: { detail } })));
    const form = await screen.findByRole('form', { name: 'Variant 1' });
    const script = within(form).getByRole('textbox', { name: /^Script/ });
    await user.type(script, 'block.textContent = (;');
    await user.click(within(form).getByRole('button', { name: 'Save variant 1' }));

    expect(await within(form).findByText(detail)).toBeInTheDocument();
    expect(script).toHaveValue('block.textContent = (;');
    expect(within(form).queryByText(/saved at/)).toBeNull();
  });

  it('says plainly when the block does not exist or the account may not edit', async () => {
    renderEditor(fakeApi(() => ({ status: 404, data: { detail: 'No A/B content' } })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no A/B content named "stud-about-story".',
    );
  });

  it('leads back to the page the editor came from, else to the block’s own page', async () => {
    const user = userEvent.setup();
    const { unmount } = renderEditor(editorApi(), '/ab_test/about');
    await screen.findByRole('form', { name: 'Variant 1' });
    await user.click(screen.getByRole('link', { name: 'Back to the page' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/ab_test\/about$/),
    );
    unmount();

    renderEditor(editorApi());
    await screen.findByRole('form', { name: 'Variant 1' });
    await user.click(screen.getByRole('link', { name: 'Back to the page' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/about$/));
  });
});

describe('backToPage', () => {
  it('prefers the page the overlay link came from, then the block’s page in this brand, then home', () => {
    expect(backToPage({ from: '/shop?x=1' }, BLOCK, 'stud')).toBe('/shop?x=1');
    expect(backToPage({ from: 'https://evil.example/' }, BLOCK, 'stud')).toBe('/about');
    expect(backToPage(null, BLOCK, 'stud')).toBe('/about');
    expect(backToPage(null, { brand: 'stud', page: 'home' }, 'stud')).toBe('/');
    expect(backToPage(null, BLOCK, 'careapp')).toBe('/');
    expect(backToPage(null, { brand: 'stud', page: null }, 'stud')).toBe('/');
    expect(backToPage(undefined, undefined, 'stud')).toBe('/');
  });
});
