import type { LoginResponse } from '../src/contracts';
import { API_USER_FIELDS, SPEC_PATHS } from './support/spec';
import {
  answerOf,
  countRows,
  CUSTOMER,
  CUSTOMER_PROFILE,
  describeOnEachDatabase,
  EDITOR,
} from './support/test-app';

const INVALID_CREDENTIALS = { status: 401, body: { detail: 'Invalid email or password.' } };

describeOnEachDatabase('POST /api/users/login/', (server) => {
  const postLogin = (payload: object) => server.post(SPEC_PATHS.login, payload);

  it('signs in a seeded customer and returns user_data with an access and a refresh token', async () => {
    const response = await postLogin(CUSTOMER);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<LoginResponse>();
    expect(data.access.split('.')).toHaveLength(3);
    expect(data.refresh.split('.')).toHaveLength(3);
    expect(data.access).not.toBe(data.refresh);
    expect(new Set(Object.keys(data.user_data))).toEqual(API_USER_FIELDS);
    expect(data.user_data).toMatchObject(CUSTOMER_PROFILE);
  });

  it('signs in the seeded editor with the editor role', async () => {
    const response = await postLogin(EDITOR);
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().data.user_data.role).toBe('editor');
  });

  it('ignores the case of the email', async () => {
    const response = await postLogin({ ...CUSTOMER, email: 'Customer@Example.COM' });
    expect(response.statusCode).toBe(200);
  });

  it('rejects a wrong password with 401 and issues no token', async () => {
    const before = await countRows(server.app, 'refresh_tokens');
    const response = await postLogin({ ...CUSTOMER, password: 'wrong-pass-123' });
    expect(answerOf(response)).toEqual(INVALID_CREDENTIALS);
    expect(await countRows(server.app, 'refresh_tokens')).toBe(before);
  });

  it('rejects an unknown email with the same 401 as a wrong password', async () => {
    const response = await postLogin({ ...CUSTOMER, email: 'nobody@example.com' });
    expect(answerOf(response)).toEqual(INVALID_CREDENTIALS);
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
    const before = await countRows(server.app, 'refresh_tokens');
    const response = await postLogin(payload);
    expect(answerOf(response)).toMatchObject({
      status: 400,
      body: { detail, errors: [expect.objectContaining({ location: 'body' })] },
    });
    expect(await countRows(server.app, 'refresh_tokens')).toBe(before);
  });
});
