import { ADMIN, answerOf, CUSTOMER, describeOnEachDatabase, EDITOR, login } from './support/test-app';

// The product's A/B content editor (ADR 0031): the overlay's Edit link, reading a block with
// every variant, and replacing one variant. Only editors and admins (docs/product.md §6); bad input is a 400
// with nothing changed.

const HOME_HERO = 'stud-home-hero';
const BLOCK = `/api/ab_test/content/${HOME_HERO}/`;
const variantUrl = (variant: number | string, identifier = HOME_HERO) =>
  `/api/ab_test/content/${identifier}/${variant}/`;

interface Variant {
  variant: number;
  content: string;
  script: string | null;
}
interface Editing {
  identifier: string;
  name: string;
  brand: string;
  page: string | null;
  variants: Variant[];
}

describeOnEachDatabase('A/B content editor', (server) => {
  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const put = (url: string, payload: unknown, access?: string) =>
    server.app.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: access ? bearer(access) : {},
    });
  const variantsNow = async () => {
    const { access } = await login(server.app, EDITOR);
    return (await server.get(BLOCK, bearer(access))).json<{ data: Editing }>().data.variants;
  };

  it('answers an editor the block with every variant, its brand and its page', async () => {
    const { access } = await login(server.app, EDITOR);
    const response = await server.get(BLOCK, bearer(access));
    expect(response.statusCode).toBe(200);
    // What an editor wrote is never kept by a cache (the API's rule for authenticated answers).
    expect(response.headers['cache-control']).toContain('no-store');
    const block = response.json<{ data: Editing }>().data;
    expect(block).toMatchObject({ identifier: HOME_HERO, brand: 'stud', page: 'home' });
    expect(block.name).toEqual(expect.any(String));
    expect(block.variants.map((variant) => variant.variant)).toEqual([1, 2]);
    expect(block.variants.every((variant) => variant.content.length > 0)).toBe(true);
  });

  it('answers an admin as an editor (docs/product.md §6: admin or editor)', async () => {
    const { access } = await login(server.app, ADMIN);
    expect((await server.get(BLOCK, bearer(access))).statusCode).toBe(200);
  });

  it('refuses the block to visitors (401) and customers (403), and says which identifier is unknown', async () => {
    expect((await server.get(BLOCK)).statusCode).toBe(401);
    const customer = await login(server.app, CUSTOMER);
    expect(answerOf(await server.get(BLOCK, bearer(customer.access)))).toEqual({
      status: 403,
      body: { detail: 'Only editors and admins may change A/B content.' },
    });
    const { access } = await login(server.app, EDITOR);
    expect(answerOf(await server.get('/api/ab_test/content/no-such-block/', bearer(access)))).toEqual({
      status: 404,
      body: { detail: 'No A/B content with identifier "no-such-block".' },
    });
    // Past Fastify's parameter length the router itself refuses it.
    const tooLong = `/api/ab_test/content/${'x'.repeat(121)}/`;
    expect((await server.get(tooLong, bearer(access))).statusCode).toBe(414);
  });

  it('lets a customer change nothing', async () => {
    const before = await variantsNow();
    const customer = await login(server.app, CUSTOMER);
    expect((await put(variantUrl(1), { content: '<p>Mine now</p>' }, customer.access)).statusCode).toBe(403);
    expect((await put(variantUrl(1), { content: '<p>Mine now</p>' })).statusCode).toBe(401);
    expect(await variantsNow()).toEqual(before);
  });

  it('refuses a script with a syntax error with a clear message, and keeps the variant as it was', async () => {
    const before = await variantsNow();
    const { access } = await login(server.app, EDITOR);
    const answer = answerOf(
      await put(variantUrl(1), { content: '<p>New</p>', script: 'block.textContent = (;' }, access),
    );
    expect(answer.status).toBe(400);
    expect((answer.body as { detail: string }).detail).toMatch(
      /^The script has a syntax error and was not saved: Unexpected token/,
    );
    expect(await variantsNow()).toEqual(before);
  });

  it.each([
    ['no content', {}],
    ['content that is not text', { content: 42 }],
    ['an unknown field', { content: '<p>x</p>', colour: 'red' }],
    ['markup past 200 000 characters', { content: 'x'.repeat(200_001) }],
  ])('answers 400 to a body with %s, and changes nothing', async (_name, body) => {
    const before = await variantsNow();
    const { access } = await login(server.app, EDITOR);
    const response = await put(variantUrl(1), body, access);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    expect(await variantsNow()).toEqual(before);
  });

  it('answers 400 to a variant that is not a number and 404 to one the block does not have', async () => {
    const { access } = await login(server.app, EDITOR);
    expect((await put(variantUrl('first'), { content: '<p>x</p>' }, access)).statusCode).toBe(400);
    expect((await put(variantUrl(0), { content: '<p>x</p>' }, access)).statusCode).toBe(400);
    expect(answerOf(await put(variantUrl(9), { content: '<p>x</p>' }, access))).toEqual({
      status: 404,
      body: { detail: `No variant 9 of "${HOME_HERO}".` },
    });
  });

  it('saves markup and script of one variant; an empty script is stored as none', async () => {
    const { access } = await login(server.app, ADMIN);
    const saved = await put(
      variantUrl(2),
      { content: '<h2>Second, rewritten</h2>', script: "block.dataset.ready = 'yes';" },
      access,
    );
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json<{ data: { variant: number; content: string; script_url: string } }>().data,
    ).toMatchObject({
      variant: 2,
      content: '<h2>Second, rewritten</h2>',
      script_url: `/api/ab_test/script/${HOME_HERO}/2.js`,
    });
    const [first, second] = await variantsNow();
    expect(second).toEqual({
      variant: 2,
      content: '<h2>Second, rewritten</h2>',
      script: "block.dataset.ready = 'yes';",
    });
    expect(first?.content).not.toBe('<h2>Second, rewritten</h2>');

    expect((await put(variantUrl(2), { content: '<h2>Again</h2>', script: '   ' }, access)).statusCode).toBe(
      200,
    );
    expect((await variantsNow())[1]).toEqual({ variant: 2, content: '<h2>Again</h2>', script: null });
  });

  it('records who changed which variant and when, for editors and admins to read', async () => {
    const editor = await login(server.app, EDITOR);
    const admin = await login(server.app, ADMIN);
    expect((await put(variantUrl(1), { content: '<h2>Audited</h2>' }, editor.access)).statusCode).toBe(200);
    expect(
      (await put(variantUrl(2), { content: '<h2>Scripted</h2>', script: 'void 0;' }, admin.access))
        .statusCode,
    ).toBe(200);

    const audit = await server.get(
      `/api/ab_test/audit/?identifier=${HOME_HERO}&limit=2`,
      bearer(editor.access),
    );
    expect(audit.statusCode).toBe(200);
    const { count, results } = audit.json<{
      count: number;
      results: {
        identifier: string;
        variant: number;
        editor_email: string;
        script_changed: boolean;
        changed_at: string;
      }[];
    }>();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      identifier: HOME_HERO,
      variant: 2,
      editor_email: ADMIN.email,
      script_changed: true,
    });
    expect(results[1]).toMatchObject({ identifier: HOME_HERO, variant: 1, editor_email: EDITOR.email });
    expect(Date.now() - Date.parse(results[0]!.changed_at)).toBeLessThan(60_000);

    const customer = await login(server.app, CUSTOMER);
    expect((await server.get('/api/ab_test/audit/', bearer(customer.access))).statusCode).toBe(403);
    expect((await server.get('/api/ab_test/audit/')).statusCode).toBe(401);
    expect((await server.get('/api/ab_test/audit/?limit=0', bearer(editor.access))).statusCode).toBe(400);
  });

  it('takes the editor role from the database: a demoted editor saves nothing with a token issued before', async () => {
    const { access } = await login(server.app, EDITOR);
    const before = await variantsNow();
    await server.app.db.query(`update users set role = 'customer' where email = $1`, [EDITOR.email]);
    try {
      const refused = await put(variantUrl(1), { content: '<p>Still mine?</p>' }, access);
      expect(answerOf(refused)).toEqual({
        status: 403,
        body: { detail: 'Only editors and admins may change A/B content.' },
      });
      expect((await server.get(BLOCK, bearer(access))).statusCode).toBe(403);
    } finally {
      await server.app.db.query(`update users set role = 'editor' where email = $1`, [EDITOR.email]);
    }
    expect(await variantsNow()).toEqual(before);
  });

  it("sends editors the product's own editor as the Edit link", async () => {
    const { access } = await login(server.app, EDITOR);
    const response = await server.post(
      '/api/ab_test/fetch-content/',
      { identifier: HOME_HERO },
      { ...bearer(access), 'x-visitor-id': 'visitor-edit-link' },
    );
    expect(response.json<{ data: { edit_url: string } }>().data.edit_url).toBe(
      `/admin/ab-content/${HOME_HERO}/`,
    );
  });
});

describeOnEachDatabase(
  'A/B content editor in a deployment with an external admin',
  (server) => {
    it('builds the Edit link from AB_EDIT_URL_BASE', async () => {
      const { access } = await login(server.app, EDITOR);
      const response = await server.post(
        '/api/ab_test/fetch-content/',
        { identifier: HOME_HERO },
        { authorization: `Bearer ${access}`, 'x-visitor-id': 'visitor-external' },
      );
      expect(response.json<{ data: { edit_url: string } }>().data.edit_url).toBe(
        `https://admin.example.com/ab/${HOME_HERO}/`,
      );
    });
  },
  { abEditUrlBase: 'https://admin.example.com/ab/' },
);
