import { anyNumber, containing } from './support/matchers';
import { CHAT_PATHS } from './support/spec-chat';
import { answerOf, bearer, describeOnEachDatabase, EDITOR, login } from './support/test-app';

interface Analytics {
  entries: { name: string; main_content: { id: number; name: string }[] }[];
  user_diseases: { id: number; disease: { id: number; name: string } }[];
  user_processor_variables: { id: number; value: string; processor_variable: { id: number; name: string } }[];
  diseases: { id: number; name: string }[];
  processor_variables: { id: number; name: string; unit: string }[];
}

describeOnEachDatabase('Chat analytics, my-disease and user-processor-variable', (server) => {
  let auth: { authorization: string };
  let otherAuth: { authorization: string };

  beforeAll(async () => {
    auth = bearer((await login(server.app)).access);
    otherAuth = bearer((await login(server.app, EDITOR)).access);
  });

  const analytics = async (query = '', headers = auth) =>
    (await server.get(`${CHAT_PATHS.userChatAnalytics}${query}`, headers)).json<Analytics>();

  it('lists the entries by name with their main content items, and filters them by name', async () => {
    const response = await server.get(CHAT_PATHS.userChatAnalytics, auth);
    expect(response.headers['cache-control']).toBe('no-store');
    const all = response.json<Analytics>();
    expect(all.entries.map((entry) => entry.name)).toEqual(
      containing(["Men's health", 'Male infertility', 'Varicocele', 'Testosterone', 'Pain', 'Fitness']),
    );
    expect(all.entries.flatMap((entry) => entry.main_content).length).toBeGreaterThanOrEqual(30);
    expect(all.user_diseases).toEqual([]);
    const filtered = await analytics('?name=testo');
    expect(filtered.entries).toEqual([
      {
        name: 'Testosterone',
        main_content: containing([{ id: 15, name: 'What testosterone does' }]),
      },
    ]);
  });

  it("records, changes and deletes the user's conditions, none of them visible to another user", async () => {
    const { diseases } = await analytics();
    const [first, second] = diseases;
    if (!first || !second) throw new Error('diseases are not seeded');
    const created = await server.post(CHAT_PATHS.myDiseaseCreate, { diseaseId: first.id }, auth);
    expect(answerOf(created)).toEqual({ status: 201, body: { id: anyNumber, disease: first } });
    const { id } = created.json<{ id: number }>();
    expect(answerOf(await server.post(CHAT_PATHS.myDiseaseCreate, { diseaseId: first.id }, auth))).toEqual({
      status: 409,
      body: { detail: 'This condition is already recorded.' },
    });
    expect((await analytics('', otherAuth)).user_diseases).toEqual([]);
    expect(
      (await server.post(CHAT_PATHS.myDiseaseUpdate(id), { diseaseId: second.id }, otherAuth)).statusCode,
    ).toBe(404);
    expect((await server.post(CHAT_PATHS.myDiseaseDelete(id), undefined, otherAuth)).statusCode).toBe(404);

    const updated = await server.post(CHAT_PATHS.myDiseaseUpdate(id), { diseaseId: second.id }, auth);
    expect(answerOf(updated)).toEqual({ status: 200, body: { id, disease: second } });
    expect((await analytics()).user_diseases).toEqual([{ id, disease: second }]);
    expect((await server.post(CHAT_PATHS.myDiseaseDelete(id), undefined, auth)).statusCode).toBe(204);
    expect((await analytics()).user_diseases).toEqual([]);
  });

  it("records and changes the user's measures", async () => {
    const { processor_variables: variables } = await analytics();
    const testosterone = variables.find((variable) => variable.name === 'Total testosterone');
    if (!testosterone) throw new Error('processor variables are not seeded');
    const created = await server.post(
      CHAT_PATHS.userProcessorVariableCreate,
      { processorVariableId: testosterone.id, value: '420' },
      auth,
    );
    expect(answerOf(created)).toEqual({
      status: 201,
      body: { id: anyNumber, value: '420', processor_variable: testosterone },
    });
    const { id } = created.json<{ id: number }>();
    const updated = await server.post(
      CHAT_PATHS.userProcessorVariableUpdate(id),
      { processorVariableId: testosterone.id, value: '455' },
      auth,
    );
    expect(updated.json()).toMatchObject({ id, value: '455' });
    expect((await analytics()).user_processor_variables).toEqual([
      { id, value: '455', processor_variable: testosterone },
    ]);
    expect((await analytics('', otherAuth)).user_processor_variables).toEqual([]);
  });

  it('refuses unknown ids and bad bodies with 4xx and changes nothing', async () => {
    const refused = await Promise.all([
      server.post(CHAT_PATHS.myDiseaseCreate, { diseaseId: 9999 }, auth),
      server.post(CHAT_PATHS.myDiseaseCreate, { diseaseId: '1' }, auth),
      server.post(CHAT_PATHS.myDiseaseCreate, {}, auth),
      server.post(CHAT_PATHS.myDiseaseUpdate('abc'), { diseaseId: 1 }, auth),
      server.post(CHAT_PATHS.myDiseaseDelete(0), undefined, auth),
      server.post(CHAT_PATHS.userProcessorVariableCreate, { processorVariableId: 1 }, auth),
      server.post(CHAT_PATHS.userProcessorVariableCreate, { processorVariableId: 1, value: ' ' }, auth),
      server.post(CHAT_PATHS.userProcessorVariableCreate, { processorVariableId: 424242, value: '3' }, auth),
      server.post(
        CHAT_PATHS.userProcessorVariableUpdate(424242),
        { processorVariableId: 1, value: '3' },
        auth,
      ),
      server.get(`${CHAT_PATHS.userChatAnalytics}?name=${'x'.repeat(101)}`, auth),
    ]);
    expect(refused.map((response) => response.statusCode)).toEqual([
      400, 400, 400, 400, 400, 400, 400, 400, 404, 400,
    ]);
    const after = await analytics();
    expect(after.user_diseases).toEqual([]);
  });
});
