// Editor rights (item 10), form budgets (11), non-finite numbers (12), and the low findings over
// HTTP (13): source maps, robots and sitemap hosts, CORS origins, anonymous assessment results.
import { request } from 'node:http';
import { createClient, newVerifiedUser, nextAddress, resignToken } from '../client.mjs';
import { counted, outcome } from '../outcome.mjs';

const HOME_HERO = 'stud-home-hero';
const EDITOR = { email: 'editor@example.com', password: 'editor-pass-123' };
const CUSTOMER = { email: 'customer@example.com', password: 'customer-pass-123' };

async function loginAs(client, credentials) {
  const answer = await client.post('/api/users/login/', credentials);
  if (answer.status !== 200) throw new Error(`login of ${credentials.email} answered ${answer.status}`);
  return answer.json.data.access;
}

/** GET with a Host header of our choosing (fetch sets its own). */
function getWithHost(url, host) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const sent = request(
      { host: target.hostname, port: target.port, path: target.pathname, headers: { host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

const needsShell = (shellUrl) => {
  if (!shellUrl) throw new Error('host-shell/dist is missing: run `pnpm build` first');
  return shellUrl;
};

export const contentCases = [
  {
    item: 10,
    name: 'a token that still says editor, for a user the database says is not',
    expected: '403, nothing saved',
    async run({ api, tokenSecret }) {
      const client = createClient(api, { address: nextAddress() });
      const access = await loginAs(client, CUSTOMER);
      const stale = resignToken(access, { role: 'editor' }, tokenSecret);
      const saved = await client.put(
        `/api/ab_test/content/${HOME_HERO}/1/`,
        { content: '<p>Mine now</p>' },
        { token: stale },
      );
      const editor = await loginAs(client, EDITOR);
      const block = await client.get(`/api/ab_test/content/${HOME_HERO}/`, { token: editor });
      const kept = !block.text.includes('Mine now');
      const observed = `${saved.status}, ${kept ? 'nothing saved' : 'saved'}`;
      return outcome(observed, observed === '403, nothing saved');
    },
  },
  {
    item: 10,
    name: "an editor's change in the audit list; a customer reads it",
    expected: 'listed with the editor (200), customer 403',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const editor = await loginAs(client, EDITOR);
      await client.put(
        `/api/ab_test/content/${HOME_HERO}/2/`,
        { content: '<h2>Audited</h2>' },
        { token: editor },
      );
      const audit = await client.get(`/api/ab_test/audit/?identifier=${HOME_HERO}&limit=5`, {
        token: editor,
      });
      const listed = audit.text.includes(EDITOR.email);
      const customer = await client.get('/api/ab_test/audit/', { token: await loginAs(client, CUSTOMER) });
      const observed = `${listed ? 'listed with the editor' : 'not listed'} (${audit.status}), customer ${customer.status}`;
      return outcome(observed, listed && audit.status === 200 && customer.status === 403);
    },
  },
  {
    item: 11,
    name: 'subscriptions from one address (limit 2): double opt-in, then the budget',
    expected: '202, 202, 429',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const statuses = [];
      for (const name of ['one', 'two', 'three'])
        statuses.push(
          (
            await client.post('/api/stud/subscribe/', {
              email: `audit-${name}@example.com`,
              identifier: 'popup',
            })
          ).status,
        );
      return outcome(statuses.join(', '), statuses.join() === '202,202,429');
    },
  },
  {
    item: 11,
    name: 'contact forms from one address (limit 2)',
    expected: '201, 201, 429',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const form = { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', message: 'Which size?' };
      const statuses = [];
      for (let sent = 0; sent < 3; sent += 1)
        statuses.push((await client.post('/api/contactus-form/', form)).status);
      return outcome(statuses.join(', '), statuses.join() === '201,201,429');
    },
  },
  {
    item: 12,
    name: 'Infinity and 1e309 on the 8 routes (10 calls each)',
    expected: 'every answer 4xx',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const user = await newVerifiedUser(client, 'numbers');
      const token = user.access;
      const room = (await client.post('/api/chat-room/', {}, { token })).json.slug;
      const statuses = [];
      for (const value of ['Infinity', '1e309']) {
        const calls = [
          client.get(`/api/chat-room/?limit=${value}`, { token }),
          client.get(`/api/chat-room/?offset=${value}`, { token }),
          client.get(`/api/chat-room-messages/${room}/?offset=${value}`, { token }),
          client.get(`/api/chat-room-messages/${room}/?after_id=${value}`, { token }),
          client.get(`/api/ecom/order-list/?limit=${value}`, { token }),
          client.post(`/api/message-feedback/${room}/${value}/`, { feedback_type: 'up' }, { token }),
          client.post(`/api/my-disease/${value}/update/`, { diseaseId: 1 }, { token }),
          client.post(`/api/my-disease/${value}/delete/`, undefined, { token }),
          client.post(
            `/api/user-processor-variable/${value}/update/`,
            { processorVariableId: 1, value: '3' },
            { token },
          ),
          client.post('/api/my-disease/create/', `{"diseaseId":${value === '1e309' ? '1e309' : '1e400'}}`, {
            token,
          }),
        ];
        statuses.push(...(await Promise.all(calls)).map((answer) => answer.status));
      }
      return outcome(
        counted(statuses),
        statuses.every((status) => status >= 400 && status < 500),
      );
    },
  },
  {
    item: 13,
    name: "a source map from the shell's server",
    expected: '404',
    async run({ shellUrl }) {
      const answer = await fetch(`${needsShell(shellUrl)}/main.js.map`);
      return outcome(String(answer.status), answer.status === 404);
    },
  },
  {
    item: 13,
    name: 'robots.txt and sitemap.xml asked with Host: evil.example',
    expected: '200, 200, the host not reflected',
    async run({ shellUrl }) {
      const answers = await Promise.all(
        ['/robots.txt', '/sitemap.xml'].map((path) =>
          getWithHost(`${needsShell(shellUrl)}${path}`, 'evil.example'),
        ),
      );
      const reflected = answers.some((answer) => answer.body.includes('evil.example'));
      const observed = `${answers.map((answer) => answer.status).join(', ')}, the host ${reflected ? 'reflected' : 'not reflected'}`;
      return outcome(observed, observed === '200, 200, the host not reflected');
    },
  },
  {
    item: 13,
    name: 'CORS preflight from the site and from evil.localhost',
    expected: 'site allowed, evil.localhost not',
    async run({ api, origin }) {
      const preflight = (from) =>
        fetch(`${api}/api/users/me/`, {
          method: 'OPTIONS',
          headers: { origin: from, 'access-control-request-method': 'GET' },
        }).then((answer) => answer.headers.get('access-control-allow-origin'));
      const evil = origin.replace('//localhost', '//evil.localhost');
      const [site, other] = await Promise.all([preflight(origin), preflight(evil)]);
      const observed = `site ${site === origin ? 'allowed' : 'refused'}, evil.localhost ${other ? 'allowed' : 'not'}`;
      return outcome(observed, observed === 'site allowed, evil.localhost not');
    },
  },
  {
    item: 13,
    name: 'an anonymous assessment read by its visitor id, then by its result key',
    expected: '0 results, 1 result',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const visitor = { 'x-visitor-id': `audit-visitor-${Date.now()}` };
      const answers = {
        swelling: '3',
        veins: 'yes',
        standing: '3',
        lying: 'yes',
        diagnosed: 'yes',
        size: 'yes',
      };
      const saved = await client.post(
        '/api/varicocele/submit-assess/',
        { assessment: 'cele', answers },
        { headers: visitor },
      );
      const key = saved.json?.data?.result_key ?? '';
      const byVisitor = await client.get('/api/varicocele/submit-assess/', { headers: visitor });
      const byKey = await client.get('/api/varicocele/submit-assess/', {
        headers: { 'x-assessment-keys': key },
      });
      const count = (answer) => answer.json?.data?.length ?? -1;
      const observed = `${count(byVisitor)} results, ${count(byKey)} result`;
      return outcome(observed, count(byVisitor) === 0 && count(byKey) === 1);
    },
  },
];
