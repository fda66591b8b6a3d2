import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { createFingerprint } from './fuzz/db-fingerprint';
import { hostileBodyText, hostileText } from './fuzz/hostile-values';
import { asText, type JsonSchema, type KnownValues, objectOf, valueFor } from './fuzz/schema-arbitraries';
import { CHAT_PATHS } from './support/spec-chat';
import { bearer, CUSTOMER, describeOnEachDatabase, EDITOR, login } from './support/test-app';

// Every route the app registers, driven from its own schema with values a hostile client could
// send. Whatever comes in, the API answers below 500, and a 4xx leaves every table as it was.
// The seed is fixed, so a failure here fails the same way again; FUZZ_RUNS runs more per route.

const SEED = 22;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
/** FUZZ_ONLY=<part of a path> drives only the routes whose path holds it (while debugging). */
const ONLY = process.env.FUZZ_ONLY ?? '';
/** Routes with more inputs than runs would cover get a few more. */
const EXTRA_RUNS_PER_FIELD = 2;

type Who = 'customer' | 'editor' | 'anonymous';

interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  who: Who;
  payload?: string;
  contentType?: string;
}

interface RouteUnderTest {
  method: HTTPMethods;
  url: string;
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
}

/**
 * Features this test app has no settings for answer 503 "not configured" to everyone, whatever
 * the request: a state of the deployment, not a failure on a client's input.
 */
const NOT_CONFIGURED = [
  'Sign-in with X is not configured on this server.',
  'Google sign-in is not configured on this server.',
];

const routes = new Map<string, RouteUnderTest>();

function collect(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    // HEAD mirrors GET; the catch-all OPTIONS answers CORS preflights, with no input of its own.
    if (method === 'HEAD' || route.url === '*') continue;
    routes.set(`${method} ${route.url}`, {
      method,
      url: route.url,
      schema: (route.schema ?? {}) as RouteUnderTest['schema'],
    });
  }
}

/** encodeURIComponent, except that a lone surrogate goes as U+FFFD instead of throwing. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const withBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

function requestFor(route: RouteUnderTest, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const params = fc.tuple(
    ...names.map((name) => {
      const schema = route.schema.params?.properties?.[name];
      const ownValues = known[name] ?? [];
      const text = schema
        ? valueFor(schema, name, known)
        : fc.oneof(hostileText, ...(ownValues.length ? [fc.constantFrom(...ownValues)] : []));
      return text.map(asText);
    }),
  );
  const query = route.schema.querystring
    ? fc.option(objectOf(route.schema.querystring, known), { freq: 6 })
    : fc.option(fc.dictionary(hostileText, hostileText, { maxKeys: 3 }), { freq: 3 });
  const body = withBody(route.method)
    ? fc.oneof(
        {
          arbitrary: route.schema.body
            ? objectOf(route.schema.body, known).map((value) => JSON.stringify(value))
            : hostileBodyText,
          weight: 4,
        },
        { arbitrary: hostileBodyText, weight: 1 },
      )
    : fc.constant(undefined);
  return fc
    .record({
      params,
      query,
      body,
      who: fc.constantFrom<Who>('customer', 'customer', 'editor', 'editor', 'anonymous'),
      contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain'),
    })
    .map(({ params: values, query: search, body: payload, who, contentType }) => {
      let url = route.url;
      names.forEach((name, index) => {
        url = url.replace(`:${name}`, percentEncoded(values[index] ?? ''));
      });
      if (search) {
        const text = new URLSearchParams();
        for (const [key, value] of Object.entries(search)) {
          for (const item of Array.isArray(value) ? value : [value]) text.append(key, asText(item));
        }
        url += `?${text.toString()}`;
      }
      return payload === undefined
        ? { method: route.method, url, who }
        : { method: route.method, url, who, payload, contentType };
    });
}

/** Rows the tests read the ids of, so some requests name things that exist. */
async function knownValues(app: FastifyInstance, access: string): Promise<KnownValues> {
  const room = await app.inject({
    method: 'POST',
    url: CHAT_PATHS.rooms,
    payload: { name: 'Fuzzed' },
    headers: bearer(access),
  });
  const first = async (sql: string) =>
    (await app.db.query<{ value: string }>(sql)).rows.map((row) => String(row.value));
  const slug = [room.json<{ slug: string }>().slug];
  return {
    slug: [...slug, ...(await first('select slug as value from health_videos limit 1'))],
    room: slug,
    roomSlug: slug,
    productId: await first('select id as value from shop_products limit 2'),
    variantId: await first('select id as value from shop_variants limit 2'),
    identifier: await first('select identifier as value from ab_blocks limit 2'),
    id: ['1', 'US'],
    diseaseId: ['1'],
    processorVariableId: ['1'],
  };
}

describeOnEachDatabase(
  'every route under hostile input',
  (server) => {
    it('answers below 500, and a refused request changes nothing', async () => {
      const app = server.app;
      const tokens: Record<Who, string | null> = {
        customer: (await login(app, CUSTOMER)).access,
        editor: (await login(app, EDITOR)).access,
        anonymous: null,
      };
      const known = await knownValues(app, tokens.customer ?? '');
      const fingerprint = await createFingerprint(app.db);
      const failures: string[] = [];

      const chosen = [...routes.values()]
        .filter((route) => route.url.includes(ONLY))
        .sort((a, b) => a.url.localeCompare(b.url));
      for (const route of chosen) {
        // A fuzzed logout or password change may end a session: sign in again when one did.
        for (const who of ['customer', 'editor'] as const) {
          const me = await app.inject({
            method: 'GET',
            url: '/api/users/me/',
            headers: bearer(tokens[who] ?? ''),
          });
          if (me.statusCode !== 200)
            tokens[who] = (await login(app, who === 'customer' ? CUSTOMER : EDITOR)).access;
        }
        // Signing in again writes a session: not the fuzzed requests' doing.
        await fingerprint.changedSince();
        const fields =
          Object.keys(route.schema.body?.properties ?? {}).length +
          Object.keys(route.schema.querystring?.properties ?? {}).length;
        const result = await fc.check(
          fc.asyncProperty(requestFor(route, known), async (request) => {
            const token = tokens[request.who];
            const response = await app.inject({
              method: request.method,
              url: request.url,
              headers: {
                ...(token ? bearer(token) : {}),
                ...(request.contentType ? { 'content-type': request.contentType } : {}),
              },
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            const status = response.statusCode;
            if (process.env.FUZZ_LOG) console.info(status, request.method, request.url.slice(0, 120));
            const notConfigured =
              status === 503 && NOT_CONFIGURED.includes(response.json<{ detail: string }>().detail);
            if (status >= 500 && !notConfigured)
              throw new Error(`answered ${status}: ${response.body.slice(0, 200)}`);
            const changed = await fingerprint.changedSince();
            if (status >= 400 && changed.length)
              throw new Error(
                `answered ${status} but changed ${changed.join(', ')}: ${response.body.slice(0, 200)}`,
              );
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE + EXTRA_RUNS_PER_FIELD * fields, endOnFailure: true },
        );
        if (result.failed) {
          const request = JSON.stringify(result.counterexample?.[0]).slice(0, 400);
          const reason =
            result.errorInstance instanceof Error
              ? result.errorInstance.message
              : String(result.errorInstance);
          failures.push(`${route.method} ${route.url}: ${reason}\n    request: ${request}`);
        }
      }
      expect(chosen.length).toBeGreaterThan(ONLY ? 0 : 60);
      expect(failures).toEqual([]);
    }, 240_000);
  },
  { onRoute: collect },
);
