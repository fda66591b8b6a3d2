import type {
  FastifyPluginCallback,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type {
  AbBlock,
  AbBlockForEditing,
  AbEventRequest,
  AbFetchContentRequest,
  AbFetchGlobalContentRequest,
  AbFetchPageContentRequest,
  AbMovementRequest,
  AbContentRequest,
  AbAuditQuery,
  AbVariantParams,
  AbVariantUpdateRequest,
} from '../../contracts';
import { endpoints, isContentEditorRole } from '../../contracts';
import type { Database } from '../../db/database';
import { encodeAnswer, etagOf, sendEncoded, type EncodedAnswer, type Reuse } from '../../http/encoded-answer';
import * as schemas from 'shared-contracts/schemas';
import {
  DEFAULT_AB_EDIT_URL_BASE,
  neighbourVariant,
  presentBlock,
  scriptFile,
  scriptSyntaxError,
  variantFor,
  variantsFor,
} from './ab.service';
import { pageKey, type ContentCache, type ContentSnapshot } from './content-cache';
import {
  currentRole,
  listAudit,
  loadPreviews,
  recordEvent,
  savePreview,
  updateVariant,
  type StoredBlock,
} from './content.repository';
import { tokenlessViewer, type Viewer } from './viewer';

export interface AbRoutesOptions {
  db: Database;
  cache: ContentCache;
  readViewer: (request: FastifyRequest) => Promise<Viewer>;
  authenticate: preHandlerAsyncHookHandler;
  /** Start of the overlay's Edit links (config `AB_EDIT_URL_BASE`; default the product's editor). */
  editUrlBase?: string;
}

/** Changes an audit page lists unless asked for fewer. */
const AUDIT_PAGE_SIZE = 50;

declare module 'fastify' {
  interface FastifyRequest {
    /** The editor of an editor-only route, as the database knows them now (set by `editorsOnly`). */
    editor?: { userId: string; email: string };
  }
}

/** Serialised answers kept per snapshot; past this many a snapshot starts afresh (bounded memory). */
const MAX_CACHED_ANSWERS = 5000;

export const abRoutes: FastifyPluginCallback<AbRoutesOptions> = (app, options, done) => {
  const { db, cache, readViewer, authenticate } = options;
  const editUrlBase = options.editUrlBase ?? DEFAULT_AB_EDIT_URL_BASE;
  const present = (block: StoredBlock, variant: number, editor: boolean) =>
    presentBlock(block, variant, editor, editUrlBase);

  /** Previews exist only for editors; everyone else is answered without touching the database. */
  const previewsOf = (viewer: Viewer) =>
    viewer.editor && viewer.userId ? loadPreviews(db, viewer.userId) : Promise.resolve(null);

  /**
   * Sends the blocks' answer. A request without a token (nearly every read) is answered at once,
   * returning undefined: no promise and no microtask, which a cached read's CPU profile showed.
   * One with a token is checked first, and the promise returned.
   */
  function answerBlocks(
    request: FastifyRequest,
    reply: FastifyReply,
    snapshot: ContentSnapshot,
    scope: string,
    blocks: readonly StoredBlock[],
  ): Promise<unknown> | undefined {
    const tokenless = tokenlessViewer(request);
    if (tokenless) {
      sendBlocks(request, reply, snapshot, scope, blocks, tokenless, null);
      return undefined;
    }
    return readViewer(request).then(async (viewer) =>
      sendBlocks(request, reply, snapshot, scope, blocks, viewer, await previewsOf(viewer)),
    );
  }

  function sendBlocks(
    request: FastifyRequest,
    reply: FastifyReply,
    snapshot: ContentSnapshot,
    scope: string,
    blocks: readonly StoredBlock[],
    viewer: Viewer,
    previews: ReadonlyMap<string, number> | null,
  ): FastifyReply {
    // A viewer with no visitor id, no editor role and no previews sees variant 1 of each block:
    // their answer is kept under the scope alone, found without working out a variant per block.
    const anonymous = viewer.visitor === null && !viewer.editor && previews === null;
    let answer = anonymous ? snapshot.answers.get(scope) : undefined;
    if (answer === undefined) {
      answer = blocksAnswer(snapshot, scope, blocks, viewer, previews);
      if (anonymous) keepAnswer(snapshot, scope, answer);
    }
    return sendEncoded(request, reply, answer, REVALIDATED);
  }

  /** The answer of `blocks` as `viewer` sees them, encoded once per variant assignment and kept with the snapshot. */
  function blocksAnswer(
    snapshot: ContentSnapshot,
    scope: string,
    blocks: readonly StoredBlock[],
    viewer: Viewer,
    previews: ReadonlyMap<string, number> | null,
  ): EncodedAnswer {
    const variants = variantsFor(blocks, viewer, previews);
    const key = `${scope}\u0000${viewer.editor ? 'e' : 'v'}\u0000${variants.join(',')}`;
    let answer = snapshot.answers.get(key);
    if (answer === undefined) {
      const data: AbBlock[] = blocks.map((block, index) =>
        present(block, variants[index] ?? 1, viewer.editor),
      );
      // Encoded (and compressed) once, with its ETag: a repeated read sends these bytes as they are.
      // The ETag is a digest of the body, so every server gives one answer the same tag (ADR 0120).
      const body = JSON.stringify({ data });
      answer = encodeAnswer(body, etagOf(body), { compress: true });
      keepAnswer(snapshot, key, answer);
    }
    return answer;
  }

  /** Keeps an encoded answer with the snapshot, bounded: a body names any page it likes. */
  function keepAnswer(snapshot: ContentSnapshot, key: string, answer: EncodedAnswer): void {
    if (snapshot.answers.size >= MAX_CACHED_ANSWERS) snapshot.answers.clear();
    snapshot.answers.set(key, answer);
  }

  /**
   * Runs `use` with the content snapshot: at once when it is loaded (nearly always), returning
   * what `use` returns, else once it is, returning that promise for Fastify to wait on.
   */
  function withSnapshot(use: (snapshot: ContentSnapshot) => unknown): unknown {
    const loaded = cache.peek();
    return loaded ? use(loaded) : cache.get().then(use);
  }

  function blockOr404(
    snapshot: ContentSnapshot,
    identifier: string,
    reply: FastifyReply,
  ): StoredBlock | null {
    const block = snapshot.byIdentifier.get(identifier);
    if (!block) void reply.code(404).send({ detail: `No A/B content with identifier "${identifier}".` });
    return block ?? null;
  }

  async function answerOne(request: FastifyRequest, reply: FastifyReply, block: StoredBlock) {
    const viewer = await readViewer(request);
    const variant = variantFor(block, viewer, await previewsOf(viewer));
    return reply.send({ data: present(block, variant, viewer.editor) });
  }

  app.post<{ Body: AbFetchContentRequest }>(
    endpoints.ab.fetchContent,
    { schema: { body: schemas.fetchContentBody, response: { 200: schemas.blockAnswer } } },
    async (request, reply) => {
      const snapshot = await cache.get();
      const block = blockOr404(snapshot, request.body.identifier, reply);
      if (!block) return reply;
      return answerOne(request, reply, block);
    },
  );

  app.post<{ Body: AbFetchPageContentRequest }>(
    endpoints.ab.fetchPageContent,
    { schema: { body: schemas.fetchPageContentBody, response: { 200: schemas.blockListAnswer } } },
    (request, reply) =>
      withSnapshot((snapshot) => {
        const { brand, page } = request.body;
        const blocks = snapshot.byPage.get(pageKey(brand, page));
        if (!blocks) {
          void reply.code(404).send({ detail: `No content for page "${page}" of brand "${brand}".` });
          return undefined;
        }
        return answerBlocks(request, reply, snapshot, `p\u0000${brand}\u0000${page}`, blocks);
      }),
  );

  app.post<{ Body: AbFetchGlobalContentRequest }>(
    endpoints.ab.fetchGlobalContent,
    { schema: { body: schemas.fetchGlobalContentBody, response: { 200: schemas.blockListAnswer } } },
    (request, reply) =>
      withSnapshot((snapshot) => {
        const blocks = snapshot.globalByBrand.get(request.body.brand) ?? [];
        return answerBlocks(request, reply, snapshot, `g\u0000${request.body.brand}`, blocks);
      }),
  );

  app.post<{ Body: AbContentRequest }>(
    endpoints.ab.fetchSpecificContent,
    { schema: { body: schemas.fetchSpecificContentBody, response: { 200: schemas.blockAnswer } } },
    async (request, reply) => {
      const { project_type, content_type } = request.body;
      const block = (await cache.get()).bySpecific.get(`${project_type}\u0000${content_type}`);
      if (!block)
        return reply
          .code(404)
          .send({ detail: `No content of type "${content_type}" for project "${project_type}".` });
      return answerOne(request, reply, block);
    },
  );

  app.post<{ Body: AbEventRequest }>(
    endpoints.ab.setEvent,
    { schema: { body: schemas.setEventBody, response: { 200: schemas.eventAnswer } } },
    async (request, reply) => {
      const viewer = await readViewer(request);
      if (!viewer.visitor)
        return reply.code(400).send({ detail: 'A visitor id is needed: send the X-Visitor-Id header.' });
      const { identifier, event_name, event_value } = request.body;
      const block = blockOr404(await cache.get(), identifier, reply);
      if (!block) return reply;
      const variant = Number(event_value);
      if (variant > block.variants.length)
        return reply
          .code(400)
          .send({ detail: `Content "${identifier}" has ${block.variants.length} variants, not ${variant}.` });
      const recorded = await recordEvent(db, {
        visitor: viewer.visitor,
        identifier,
        variant,
        event_name,
        event_value: String(event_value),
      });
      return { data: { recorded } };
    },
  );

  /**
   * Editors and admins only (docs/product.md §6): 401 from `authenticate` without a session, 403 for other
   * roles. The role is read from the database, not the token: a demoted editor's access token
   * keeps its old role for up to its lifetime, their rights must not.
   */
  const editorsOnly: preHandlerAsyncHookHandler = async (request, reply) => {
    const user = request.auth ? await currentRole(db, request.auth.sub) : null;
    if (!user || !isContentEditorRole(user.role))
      return reply.code(403).send({ detail: 'Only editors and admins may change A/B content.' });
    request.editor = { userId: request.auth!.sub, email: user.email };
  };

  app.post<{ Body: AbMovementRequest }>(
    endpoints.ab.setSpecificContent,
    {
      preHandler: [authenticate, editorsOnly],
      schema: { body: schemas.movementBody, response: { 200: schemas.blockAnswer } },
    },
    async (request, reply) => {
      const { identifier, movement } = request.body;
      const block = blockOr404(await cache.get(), identifier, reply);
      if (!block) return reply;
      const viewer = await readViewer(request);
      const userId = request.auth?.sub ?? '';
      const current = variantFor(block, viewer, await loadPreviews(db, userId));
      const next = neighbourVariant(current, block.variants.length, movement);
      await savePreview(db, userId, identifier, next);
      return { data: present(block, next, true) };
    },
  );

  // Route patterns are written out: endpoints' builders encode the ':' of a parameter.
  app.get<{ Params: { identifier: string } }>(
    '/api/ab_test/content/:identifier/',
    {
      preHandler: [authenticate, editorsOnly],
      schema: { params: schemas.blockParams, response: { 200: schemas.blockForEditingAnswer } },
    },
    async (request, reply) => {
      const block = blockOr404(await cache.get(), request.params.identifier, reply);
      if (!block) return reply;
      const data: AbBlockForEditing = {
        identifier: block.identifier,
        name: block.name,
        brand: block.brand,
        page: block.page,
        variants: block.variants.map(({ variant, content, script }) => ({ variant, content, script })),
      };
      return { data };
    },
  );

  app.put<{ Params: AbVariantParams; Body: AbVariantUpdateRequest }>(
    '/api/ab_test/content/:identifier/:variant/',
    {
      preHandler: [authenticate, editorsOnly],
      schema: {
        params: schemas.variantParams,
        body: schemas.updateVariantBody,
        response: { 200: schemas.blockAnswer },
      },
    },
    async (request, reply) => {
      const { identifier, variant } = request.params;
      // An empty script is no script; one that would not parse is refused, so visitors never
      // download a file that cannot run (the page would only log it, docs/product.md §8).
      const script = request.body.script?.trim() ? request.body.script : null;
      const syntaxError = script === null ? null : scriptSyntaxError(identifier, script);
      if (syntaxError !== null)
        return reply
          .code(400)
          .send({ detail: `The script has a syntax error and was not saved: ${syntaxError}` });
      const changed = await updateVariant(
        db,
        identifier,
        variant,
        { content: request.body.content, script },
        request.editor!,
      );
      if (!changed) return reply.code(404).send({ detail: `No variant ${variant} of "${identifier}".` });
      cache.invalidate();
      const block = (await cache.get()).byIdentifier.get(identifier);
      return block ? { data: present(block, variant, true) } : reply.code(404).send({ detail: 'Gone.' });
    },
  );

  app.get<{ Querystring: AbAuditQuery }>(
    endpoints.ab.audit,
    {
      preHandler: [authenticate, editorsOnly],
      schema: { querystring: schemas.auditQuery, response: { 200: schemas.auditAnswer } },
    },
    async (request) => {
      const { identifier = null, limit = AUDIT_PAGE_SIZE, offset = 0 } = request.query;
      return listAudit(db, { identifier, limit, offset });
    },
  );

  app.get<{ Params: { identifier: string; file: string } }>(
    '/api/ab_test/script/:identifier/:file',
    { schema: { params: schemas.scriptParams } },
    async (request, reply) => {
      const { identifier, file } = request.params;
      const snapshot = await cache.get();
      const variant = Number.parseInt(file, 10);
      const script = snapshot.byIdentifier.get(identifier)?.variants[variant - 1]?.script;
      if (!script)
        return reply.code(404).send({ detail: `No script for variant ${variant} of "${identifier}".` });
      const body = scriptFile(identifier, variant, script);
      // The brands' pages, on other sites, load it with <script src>: CORP lets a page with COEP do so.
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin');
      return sendEncoded(request, reply, encodeAnswer(body, etagOf(body), { compress: false }), REVALIDATED);
    },
  );

  done();
};

/** Content is revalidated on each use: a client holding this version (ETag) gets a 304, even to a POST read. */
const REVALIDATED: Reuse = { cacheControl: 'private, no-cache', anyMethod: true };
