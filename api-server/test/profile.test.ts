import type { LoginResponse } from '../src/contracts';
import { SPEC_PATHS } from './support/spec';
import { answerOf, bearer, CUSTOMER, describeOnEachDatabase, login } from './support/test-app';

describeOnEachDatabase('profile, onboarding and communications', (server) => {
  let access = '';
  beforeAll(async () => {
    ({ access } = await login(server.app, CUSTOMER));
  });
  const post = (url: string, body: object, token = access) => server.post(url, body, bearer(token));

  it('update-profile changes the given fields and answers the user', async () => {
    const response = await post(SPEC_PATHS.updateProfile, {
      first_name: ' Cass ',
      phone_number: '+1 555 0100',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { user_data: object } }>().data.user_data).toMatchObject({
      email: CUSTOMER.email,
      first_name: 'Cass',
      phone_number: '+1 555 0100',
      last_name: 'Customer',
    });
    expect((await server.get(SPEC_PATHS.me, bearer(access))).json()).toMatchObject({ first_name: 'Cass' });
  });

  it.each([
    ['the email', { email: 'other@example.com' }, 'email'],
    ['is_verified', { is_verified: true }, 'is_verified'],
    ['the role', { role: 'editor' }, 'role'],
    ['an age of -1', { age: -1 }, 'age'],
    ['a height unit of miles', { height_measurement: 'mi' }, 'height_measurement'],
  ])('update-profile refuses %s with 400 and changes nothing', async (_case, body, field) => {
    const before = (await server.get(SPEC_PATHS.me, bearer(access))).json<object>();
    expect(answerOf(await post(SPEC_PATHS.updateProfile, body))).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field })] },
    });
    expect((await server.get(SPEC_PATHS.me, bearer(access))).json()).toEqual(before);
  });

  it('save-info stores the address fields', async () => {
    const response = await post(SPEC_PATHS.saveInfo, {
      address_line_1: '1 Main St',
      city: 'Springfield',
      postal_code: '12345',
      country: 'US',
    });
    expect(response.json<{ data: { user_data: object } }>().data.user_data).toMatchObject({
      address_line_1: '1 Main St',
      city: 'Springfield',
    });
  });

  it('save-info refuses health fields with 400', async () => {
    expect((await post(SPEC_PATHS.saveInfo, { weight: 80 })).statusCode).toBe(400);
  });

  it('needs a session for the profile calls', async () => {
    expect((await server.post(SPEC_PATHS.updateProfile, { first_name: 'X' })).statusCode).toBe(401);
    expect((await server.post(SPEC_PATHS.completeUserProfile, {})).statusCode).toBe(401);
  });

  it('lists the onboarding questions: age, height and weight with units, biological sex, location', async () => {
    const response = await post(SPEC_PATHS.onboardingQuestions, {});
    const { questions } = response.json<{ questions: { name: string; units?: string[] }[] }>();
    expect(questions.map((question) => question.name)).toEqual([
      'age',
      'height',
      'weight',
      'biological_sex',
      'country',
      'province',
      'city',
    ]);
    expect(questions.find((question) => question.name === 'height')?.units).toEqual(['cm', 'ft', 'in']);
  });

  it('complete-user-profile saves the onboarding answers and marks onboarding completed', async () => {
    const signUp = await server.post(SPEC_PATHS.signUp, {
      email: 'onboard@example.com',
      password: 'onboarding-pass-1',
      first_name: 'On',
      last_name: 'Board',
    });
    expect(signUp.json<LoginResponse>().data.user_data.on_boarding_step).toBeNull();
    const verified = await server.post(SPEC_PATHS.verifyOtp, {
      email: 'onboard@example.com',
      otp: await server.lastCode('onboard@example.com'),
    });
    const token = verified.json<LoginResponse>().data.access;
    const answers = {
      age: 34,
      height: 180,
      height_measurement: 'cm',
      weight: 80.5,
      weight_measurement: 'kg',
      biological_sex: 'male',
      location: null,
      country: 'Canada',
      province: 'Ontario',
      city: 'Toronto',
    };
    const response = await post(SPEC_PATHS.completeUserProfile, answers, token);
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().data.user_data).toMatchObject({
      age: 34,
      height: 180,
      weight: 80.5,
      weight_measurement: 'kg',
      biological_sex: 'male',
      country: 'Canada',
      city: 'Toronto',
      on_boarding_step: 'completed',
    });
  });

  it('complete-user-profile refuses a missing weight with 400', async () => {
    const response = await post(SPEC_PATHS.completeUserProfile, {
      age: 34,
      height: 180,
      height_measurement: 'cm',
      weight_measurement: 'kg',
      biological_sex: 'male',
    });
    expect(answerOf(response)).toMatchObject({
      status: 400,
      body: { detail: 'Invalid body: weight is required.' },
    });
  });

  it('manage-communications: a signed-in user reads their choice, and the i_hash link saves a new one', async () => {
    const own = await server.get(SPEC_PATHS.manageCommunications, bearer(access));
    const mine = own.json<{ i_hash: string; check: boolean; email: string }>();
    expect(mine).toMatchObject({ check: true, email: 'cu***@example.com' });
    const saved = await server.post(SPEC_PATHS.manageCommunications, { i_hash: mine.i_hash, check: false });
    expect(saved.json()).toMatchObject({ check: false });
    const viaLink = await server.get(`${SPEC_PATHS.manageCommunications}?i_hash=${mine.i_hash}`);
    expect(viaLink.json()).toEqual({ i_hash: mine.i_hash, check: false, email: 'cu***@example.com' });
  });

  it('manage-communications refuses a forged i_hash with 404 and a visitor without one with 401', async () => {
    const forged = 'A'.repeat(43);
    expect((await server.get(`${SPEC_PATHS.manageCommunications}?i_hash=${forged}`)).statusCode).toBe(404);
    expect(
      (await server.post(SPEC_PATHS.manageCommunications, { i_hash: forged, check: true })).statusCode,
    ).toBe(404);
    expect((await server.get(SPEC_PATHS.manageCommunications)).statusCode).toBe(401);
    expect(
      (await server.post(SPEC_PATHS.manageCommunications, { i_hash: forged, check: 'no' })).statusCode,
    ).toBe(400);
  });

  it('request-X-token says plainly that sign-in with X is not configured', async () => {
    expect(answerOf(await server.get(SPEC_PATHS.requestXToken))).toEqual({
      status: 503,
      body: { detail: 'Sign-in with X is not configured on this server.' },
    });
  });
});
