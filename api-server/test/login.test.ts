import type { FastifyInstance } from 'fastify';
import { testDrivers, type TestDatabase } from './support/test-databases';
import { buildTestApp, countRows, CUSTOMER, EDITOR } from './support/test-app';

const SPEC_USER_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'on_boarding_step',
  'next_step',
  'age',
  'height',
  'height_measurement',
  'weight',
  'weight_measurement',
  'biological_sex',
  'country',
  'city',
  'province',
  'postal_code',
  'address_line_1',
  'address_line_2',
  'is_verified',
];

describe.each(testDrivers)('POST /api/users/login/ on $name', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await driver.create();
    app = await buildTestApp(database.config);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const postLogin = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/users/login/', payload: payload as object });

  it('signs in a seeded customer and returns user_data with an access and a refresh token', async () => {
    const response = await postLogin(CUSTOMER);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { user_data: Record<string, unknown>; access: string; refresh: string };
    }>();
    expect(data.access.split('.')).toHaveLength(3);
    expect(data.refresh.split('.')).toHaveLength(3);
    expect(data.access).not.toBe(data.refresh);
    expect(Object.keys(data.user_data).sort()).toEqual([...SPEC_USER_FIELDS, 'role'].sort());
    expect(data.user_data).toMatchObject({
      email: 'customer@example.com',
      first_name: 'Casey',
      is_verified: true,
      role: 'customer',
      phone_number: null,
      address_line_2: null,
    });
  });

  it('signs in the seeded editor with the editor role', async () => {
    const response = await postLogin(EDITOR);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { user_data: { role: string } } }>().data.user_data.role).toBe('editor');
  });

  it('ignores the case of the email', async () => {
    const response = await postLogin({ ...CUSTOMER, email: 'Customer@Example.COM' });
    expect(response.statusCode).toBe(200);
  });

  it('rejects a wrong password with 401 and issues no token', async () => {
    const before = await countRows(app, 'refresh_tokens');
    const response = await postLogin({ ...CUSTOMER, password: 'wrong-pass-123' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid email or password.' });
    expect(await countRows(app, 'refresh_tokens')).toBe(before);
  });

  it('rejects an unknown email with the same 401 as a wrong password', async () => {
    const response = await postLogin({ email: 'nobody@example.com', password: 'customer-pass-123' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid email or password.' });
  });

  it.each([
    ['a missing password', { email: CUSTOMER.email }, 'Invalid body: password is required.'],
    ['a missing email', { password: CUSTOMER.password }, 'Invalid body: email is required.'],
    ['an unknown field', { ...CUSTOMER, remember: true }, 'Invalid body: remember is not allowed.'],
    [
      'a number as password',
      { email: CUSTOMER.email, password: 123 },
      'Invalid body: password must be string.',
    ],
    [
      'an empty password',
      { email: CUSTOMER.email, password: '' },
      'Invalid body: password must NOT have fewer than 1 characters.',
    ],
    [
      'an email without @',
      { email: 'customer.example.com', password: 'x' },
      'Invalid body: email must match format "email".',
    ],
  ])('rejects %s with 400 and changes nothing', async (_case, payload, detail) => {
    const before = await countRows(app, 'refresh_tokens');
    const response = await postLogin(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail,
      errors: [expect.objectContaining({ location: 'body' })],
    });
    expect(await countRows(app, 'refresh_tokens')).toBe(before);
  });
});
