import { CHAT_PATHS } from './support/spec-chat';
import { CHECKOUT_PATHS } from './support/spec-checkout';
import { bearer, describeOnEachDatabase, login } from './support/test-app';

// A number too large for a double is Infinity once parsed: it must be refused where the other
// out-of-range numbers are (400), not reach the database (500).
describeOnEachDatabase('numbers that are not finite', (server) => {
  it.each(['Infinity', '-Infinity', '1e309', '-1e309'])(
    'are refused with 400 in integer query and path parameters: %s',
    async (value) => {
      const auth = bearer((await login(server.app)).access);
      const room = (await server.post(CHAT_PATHS.rooms, { name: 'Numbers' }, auth)).json<{ slug: string }>();
      const calls = [
        server.get(`${CHAT_PATHS.rooms}?limit=${value}`, auth),
        server.get(`${CHAT_PATHS.rooms}?offset=${value}`, auth),
        server.get(`${CHAT_PATHS.roomMessages(room.slug)}?offset=${value}`, auth),
        server.get(`${CHAT_PATHS.roomMessages(room.slug)}?after_id=${value}`, auth),
        server.get(`${CHECKOUT_PATHS.orderList}?limit=${value}`, auth),
        server.get(`${CHECKOUT_PATHS.orderList}?offset=${value}`, auth),
        server.post(CHAT_PATHS.messageFeedback(room.slug, value), { feedback_type: 'up' }, auth),
        server.post(CHAT_PATHS.myDiseaseUpdate(value), { diseaseId: 1 }, auth),
        server.post(CHAT_PATHS.myDiseaseDelete(value), undefined, auth),
        server.post(
          CHAT_PATHS.userProcessorVariableUpdate(value),
          { processorVariableId: 1, value: '3' },
          auth,
        ),
      ];
      const answers = await Promise.all(calls);
      expect(answers.map((answer) => answer.statusCode)).toEqual(calls.map(() => 400));
      expect(answers[0]?.json()).toMatchObject({
        detail: 'Invalid querystring: limit must be a finite number.',
      });
    },
  );

  it('are refused in a JSON body too (1e309 parses to Infinity)', async () => {
    const auth = bearer((await login(server.app)).access);
    const answer = await server.app.inject({
      method: 'POST',
      url: CHAT_PATHS.myDiseaseCreate,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"diseaseId":1e309}',
    });
    expect(answer.statusCode).toBe(400);
  });
});

// PostgreSQL's text cannot hold NUL: a query given one fails, which answered 500.
describeOnEachDatabase('text with a NUL character', (server) => {
  it('is refused with 400 in a query string, a path and a JSON body', async () => {
    const auth = bearer((await login(server.app)).access);
    const answers = await Promise.all([
      server.get('/api/ecom/recommended-products?brand=stud&search=%00'),
      server.get('/api/chat-videos/a%00b/'),
      server.post(CHAT_PATHS.rooms, { name: 'a\u0000b' }, auth),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[2]?.json()).toMatchObject({
      detail: 'Invalid body: name must not contain NUL characters.',
    });
  });
});
