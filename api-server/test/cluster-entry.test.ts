import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { ALLOWED_ORIGIN, openSocket, type TestSocket } from './support/chat-socket-client';
import { CHAT_PATHS } from './support/spec-chat';
import { SPEC_PATHS } from './support/spec';
import { CUSTOMER, type TokenPair } from './support/test-app';
import { askWithinBound } from './support/cluster-links';

// `pnpm start:cluster` as CI runs it (docs/production.md): two API servers on one PostgreSQL and
// one Redis behind the local entry point, and the cases that must hold across servers, sent
// through that entry or to each server. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set;
// TEST_CLUSTER_PORT chooses the entry's port (its servers take the next two).
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const entryPort = Number(process.env.TEST_CLUSTER_PORT ?? 6540);
const ROOT = join(__dirname, '..', '..');

if (databaseUrl && redisUrl) describeCluster(databaseUrl, redisUrl);

function describeCluster(databaseUrl: string, redisUrl: string): void {
  describe('pnpm start:cluster: two API servers behind one entry', () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const entry = `http://127.0.0.1:${entryPort}`;
    const servers = [1, 2].map((index) => `http://127.0.0.1:${entryPort + index}`);
    const sockets: TestSocket[] = [];
    let cluster: ChildProcess;

    const withClient = async (work: (client: Client) => Promise<unknown>) => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await work(client);
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      await withClient((client) => client.query(`create schema ${schema}`));
      cluster = spawn(
        process.execPath,
        [join(ROOT, 'scripts', 'start-cluster.mjs'), '--servers', '2', '--port', String(entryPort)],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            DATABASE_SCHEMA: schema,
            REDIS_URL: redisUrl,
            REDIS_PREFIX: `cluster-entry-${randomUUID()}:`,
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        },
      );
      const lines: string[] = [];
      await new Promise<void>((resolve, reject) => {
        cluster.once('exit', (code) =>
          reject(new Error(`start:cluster exited (${code}):\n${lines.join('\n')}`)),
        );
        for (const stream of [cluster.stdout, cluster.stderr])
          if (stream)
            createInterface({ input: stream }).on('line', (line) => {
              lines.push(line);
              if (line.startsWith('cluster: ')) resolve();
            });
      });
    }, 180_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      if (cluster?.pid && cluster.exitCode === null) {
        const exited = new Promise((resolve) => cluster.once('exit', resolve));
        process.kill(-cluster.pid, 'SIGTERM');
        await exited;
      }
      await withClient((client) => client.query(`drop schema ${schema} cascade`));
    }, 60_000);

    const call = async (
      base: string,
      path: string,
      init: { method?: string; token?: string; body?: unknown } = {},
    ) => {
      const response = await fetch(`${base}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    };
    const login = async (base: string): Promise<TokenPair> => {
      const answer = await call(base, SPEC_PATHS.login, { body: CUSTOMER });
      expect(answer.status).toBe(200);
      return (answer.body as { data: TokenPair }).data;
    };

    it('signs in through the entry, and the session works on both servers', async () => {
      const session = await login(entry);
      for (const base of [entry, ...servers])
        expect((await call(base, SPEC_PATHS.me, { token: session.access })).status).toBe(200);
    });

    it('refuses everywhere within a second a session logged out on one server', async () => {
      const session = await login(servers[0]!);
      for (const base of servers)
        expect((await call(base, SPEC_PATHS.me, { token: session.access })).status).toBe(200);
      const out = await call(servers[1]!, SPEC_PATHS.logout, { method: 'POST', token: session.access });
      expect(out.status).toBeLessThan(300);
      for (const base of [servers[0]!, entry]) {
        const status = await askWithinBound(
          () => call(base, SPEC_PATHS.me, { token: session.access }).then((answer) => answer.status),
          (answer) => answer === 401,
        );
        expect(status).toBe(401);
      }
    });

    it('delivers a chat message sent on one server to the socket held on the other, and chats through the entry', async () => {
      const session = await login(entry);
      const room = await call(entry, CHAT_PATHS.rooms, { token: session.access, body: {} });
      expect(room.status).toBeLessThan(300);
      const slug = (room.body as { slug: string }).slug;
      const connect = async (base: string) => {
        const socket = openSocket(
          `${base.replace('http', 'ws')}${CHAT_PATHS.socket(slug)}`,
          ALLOWED_ORIGIN,
          session.access,
        );
        sockets.push(socket);
        await socket.opened;
        return socket;
      };
      const here = await connect(servers[0]!);
      const there = await connect(servers[1]!);
      const throughEntry = await connect(entry);
      const sent = { type: 'message', client_id: randomUUID(), message: 'What is a varicocele?', file: null };
      here.send(sent);
      for (const socket of [here, there, throughEntry]) {
        const reply = await socket.next('reply', (frame) => frame.client_id === sent.client_id);
        expect(reply.message).toMatchObject({ is_ai: true, client_id: sent.client_id });
      }
    });
  });
}
