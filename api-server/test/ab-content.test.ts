import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSULT_INTRO } from '../src/modules/ab/seed/cele.content';
import { SPEC_PATHS } from './support/spec';
import {
  ADMIN,
  answerOf,
  countRows,
  CUSTOMER,
  describeOnEachDatabase,
  EDITOR,
  login,
} from './support/test-app';

// Paths as docs/product.md §7 writes them.
const AB = {
  fetchContent: '/api/ab_test/fetch-content/',
  fetchPageContent: '/api/ab_test/fetch-page-content/',
  fetchGlobalContent: '/api/ab_test/fetch-global-content/',
  setEvent: '/api/ab_test/set-event/',
  fetchSpecificContent: '/api/ab_test/fetch-specific-content/',
  setSpecificContent: '/api/ab_test/set-specific-content/',
};
const HOME_HERO = 'stud-home-hero';

interface Block {
  identifier: string;
  name: string;
  content: string;
  variant: number;
  variant_count: number;
  edit_url: string | null;
  script_url: string | null;
}

describeOnEachDatabase('A/B content', (server) => {
  const asVisitor = (visitor: string) => ({ 'x-visitor-id': visitor });
  const homeOf = async (visitor: string) => {
    const response = await server.post(
      AB.fetchPageContent,
      { brand: 'stud', page: 'home' },
      asVisitor(visitor),
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Block[] }>().data;
  };
  const heroVariant = async (visitor: string) =>
    (await homeOf(visitor)).find((block) => block.identifier === HOME_HERO)?.variant;

  it('serves each brand home page with at least two variants of its first block', async () => {
    for (const brand of ['careapp', 'stud', 'cele', 'celeorg']) {
      const response = await server.post(
        AB.fetchPageContent,
        { brand, page: 'home' },
        asVisitor('visitor-0001'),
      );
      const blocks = response.json<{ data: Block[] }>().data;
      expect(blocks[0]?.variant_count).toBeGreaterThanOrEqual(2);
      expect(blocks[0]?.content).toContain('<h1>');
    }
  });

  it('shows a visitor the same variant on every visit (sticky assignment)', async () => {
    const first = await heroVariant('visitor-sticky-1');
    for (let visit = 0; visit < 3; visit += 1) expect(await heroVariant('visitor-sticky-1')).toBe(first);
  });

  it('spreads visitors over the variants', async () => {
    const seen = new Set<number | undefined>();
    for (let index = 0; index < 24; index += 1) seen.add(await heroVariant(`visitor-spread-${index}`));
    expect(seen).toEqual(new Set([1, 2]));
  });

  it('answers 304 when the client already holds the same content (ETag)', async () => {
    const first = await server.post(
      AB.fetchPageContent,
      { brand: 'cele', page: 'home' },
      asVisitor('visitor-etag'),
    );
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await server.post(
      AB.fetchPageContent,
      { brand: 'cele', page: 'home' },
      { ...asVisitor('visitor-etag'), 'if-none-match': String(etag) },
    );
    expect(again.statusCode).toBe(304);
  });

  it('serves an editor write at once, with a new ETag', async () => {
    const before = await server.post(AB.fetchPageContent, { brand: 'stud', page: 'about' });
    const { access } = await login(server.app, EDITOR);
    const write = await server.app.inject({
      method: 'PUT',
      url: '/api/ab_test/content/stud-about-story/1/',
      payload: { content: '<h1>About us, rewritten</h1>' },
      headers: { authorization: `Bearer ${access}` },
    });
    expect(write.statusCode).toBe(200);
    const after = await server.post(AB.fetchPageContent, { brand: 'stud', page: 'about' });
    expect(after.json<{ data: Block[] }>().data[0]?.content).toBe('<h1>About us, rewritten</h1>');
    expect(before.json<{ data: Block[] }>().data[0]?.content).not.toBe('<h1>About us, rewritten</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('fetches one block by identifier, and global blocks of a brand', async () => {
    const one = await server.post(AB.fetchContent, { identifier: 'cele-treatments-overview' });
    expect(one.json<{ data: Block }>().data.content).toContain('1-15 percent');
    const global = await server.post(AB.fetchGlobalContent, { brand: 'stud' });
    expect(global.json<{ data: Block[] }>().data[0]?.content).toContain('3-5 business days');
  });

  it('fetches the consult content by project_type and content_type: its words, and no scheduling script', async () => {
    const response = await server.post(AB.fetchSpecificContent, {
      project_type: 'varicocele',
      content_type: 'consult',
    });
    const block = response.json<{ data: Block }>().data;
    expect(block.content).toBe(CONSULT_INTRO);
    // The booking calendar is the deployment's (runtime config), never a script of the content.
    expect(block.script_url).toBeNull();
  });

  it('serves a block script as a script file any brand site may load', async () => {
    const script = await server.get(`/api/ab_test/script/${HOME_HERO}/1.js`);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    // The brands' pages load it from their own sites, with COEP or not.
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain('data-year');
  });

  it('replaces a consult block still holding the old placeholder scheduler, and leaves an edited one', async () => {
    const migration = readFileSync(
      join(__dirname, '..', 'migrations', '0306_consult_block_without_placeholder_scheduler.sql'),
      'utf8',
    );
    const variantRow = async () =>
      (
        await server.app.db.query<{ content: string; script: string | null }>(
          "select content, script from ab_variants where identifier = 'cele-consult-booking' and variant = 1",
        )
      ).rows[0];
    const setVariant = (content: string, script: string | null) =>
      server.app.db.query(
        "update ab_variants set content = $1, script = $2 where identifier = 'cele-consult-booking' and variant = 1",
        [content, script],
      );
    const placeholder =
      "var loader = document.createElement('script');\nloader.src = 'https://scheduling.example.com/widget.js';";
    await setVariant('<h1>Book a consult</h1><div data-scheduler></div>', placeholder);
    await server.app.db.exec(migration);
    expect(await variantRow()).toEqual({ content: CONSULT_INTRO, script: null });

    const edited = "block.setAttribute('data-edited', '1');";
    await setVariant('<h1>Our own words</h1>', edited);
    await server.app.db.exec(migration);
    expect(await variantRow()).toEqual({ content: '<h1>Our own words</h1>', script: edited });
    // As seeded again, for the tests after this one.
    await setVariant(CONSULT_INTRO, null);
  });

  it('stores a view once per visitor, block and variant', async () => {
    const view = { identifier: HOME_HERO, event_name: 'view', event_value: 1 };
    const before = await countRows(server.app, 'ab_events');
    expect(answerOf(await server.post(AB.setEvent, view, asVisitor('visitor-events')))).toEqual({
      status: 200,
      body: { data: { recorded: true } },
    });
    expect((await server.post(AB.setEvent, view, asVisitor('visitor-events'))).json()).toEqual({
      data: { recorded: false },
    });
    const otherVariant = await server.post(
      AB.setEvent,
      { ...view, event_value: '2' },
      asVisitor('visitor-events'),
    );
    expect(otherVariant.json()).toEqual({ data: { recorded: true } });
    expect(await countRows(server.app, 'ab_events')).toBe(before + 2);
  });

  it.each([
    ['an unknown event name', { identifier: HOME_HERO, event_name: 'click', event_value: 1 }],
    ['a missing identifier', { event_name: 'view', event_value: 1 }],
    ['a variant that does not exist', { identifier: HOME_HERO, event_name: 'view', event_value: 9 }],
    ['an extra property', { identifier: HOME_HERO, event_name: 'view', event_value: 1, points: 5 }],
  ])('answers 400 to a view event with %s and stores nothing', async (_case, body) => {
    const before = await countRows(server.app, 'ab_events');
    const response = await server.post(AB.setEvent, body, asVisitor('visitor-bad'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
    expect(await countRows(server.app, 'ab_events')).toBe(before);
  });

  it('answers 400 to bad page-content bodies and 404 to an unknown page', async () => {
    expect((await server.post(AB.fetchPageContent, { brand: 'stud' })).statusCode).toBe(400);
    expect((await server.post(AB.fetchPageContent, { brand: 'stud', page: 42 })).statusCode).toBe(400);
    expect((await server.post(AB.fetchPageContent, { brand: 'stud', page: 'nowhere' })).statusCode).toBe(404);
  });

  describe('movement on the editor overlay', () => {
    const move = (movement: string, authorization?: string) =>
      server.post(
        AB.setSpecificContent,
        { type: 'movement', movement, identifier: HOME_HERO },
        authorization
          ? { authorization, 'x-visitor-id': 'visitor-editor' }
          : { 'x-visitor-id': 'visitor-editor' },
      );

    it('is refused without a session (401) and for customers (403)', async () => {
      expect((await move('forward')).statusCode).toBe(401);
      const { access } = await login(server.app, CUSTOMER);
      expect(answerOf(await move('forward', `Bearer ${access}`))).toEqual({
        status: 403,
        body: { detail: 'Only editors and admins may change A/B content.' },
      });
    });

    it('moves an editor to the neighbouring variant and keeps showing it', async () => {
      const { access } = await login(server.app, EDITOR);
      const bearer = `Bearer ${access}`;
      const forward = (await move('forward', bearer)).json<{ data: Block }>().data;
      expect(forward.edit_url).toBe('/admin/ab-content/stud-home-hero/');
      expect(forward.variant_count).toBe(2);
      const page = await server.post(
        AB.fetchPageContent,
        { brand: 'stud', page: 'home' },
        { authorization: bearer, 'x-visitor-id': 'visitor-editor' },
      );
      expect(page.json<{ data: Block[] }>().data[0]?.variant).toBe(forward.variant);
      const back = (await move('backward', bearer)).json<{ data: Block }>().data;
      expect(back.variant).not.toBe(forward.variant);
    });

    it('lets an admin move between variants as an editor does (docs/product.md §6: admin or editor)', async () => {
      const { access } = await login(server.app, ADMIN);
      const forward = answerOf(await move('forward', `Bearer ${access}`));
      expect(forward.status).toBe(200);
      expect((forward.body as { data: Block }).data.edit_url).not.toBeNull();
    });

    it('answers 400 to a movement that is neither forward nor backward', async () => {
      const { access } = await login(server.app, EDITOR);
      expect((await move('sideways', `Bearer ${access}`)).statusCode).toBe(400);
    });
  });

  it('stops treating a logged-out editor as an editor at once (the session is checked, not only the token)', async () => {
    const { access, refresh } = await login(server.app, EDITOR);
    const asEditor = { authorization: `Bearer ${access}`, 'x-visitor-id': 'visitor-revoked' };
    const editUrlOf = async () =>
      (await server.post(AB.fetchContent, { identifier: HOME_HERO }, asEditor)).json<{ data: Block }>().data
        .edit_url;
    expect(await editUrlOf()).not.toBeNull();
    expect((await server.post(SPEC_PATHS.logout, { refresh })).statusCode).toBe(200);
    // The access token is still within its lifetime and correctly signed; only its session ended.
    expect(await editUrlOf()).toBeNull();
    const page = await server.post(AB.fetchPageContent, { brand: 'stud', page: 'home' }, asEditor);
    expect(page.json<{ data: Block[] }>().data.every((block) => block.edit_url === null)).toBe(true);
  });

  it('hides the edit link from visitors', async () => {
    const response = await server.post(
      AB.fetchContent,
      { identifier: HOME_HERO },
      asVisitor('visitor-plain'),
    );
    expect(response.json<{ data: Block }>().data.edit_url).toBeNull();
  });
});
