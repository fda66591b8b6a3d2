import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { eventBus, storage, type OnboardingQuestion } from 'shared-contracts';
import CompleteProfilePage from '../../pages/complete-profile-page';
import { renderInRemote } from 'remote-kit/testing';
import { API_USER, fakeApi, inAuth, pageProps, type SeenRequest } from '../../testing/auth-test-kit';

/** The questions as the API asks them (api-server onboarding.routes.ts). */
const QUESTIONS: OnboardingQuestion[] = [
  { name: 'age', label: 'Age', type: 'number', required: true, min: 1, max: 150 },
  {
    name: 'height',
    label: 'Height',
    type: 'number',
    required: true,
    min: 1,
    max: 1000,
    unit_field: 'height_measurement',
    units: ['cm', 'ft', 'in'],
  },
  {
    name: 'weight',
    label: 'Weight',
    type: 'number',
    required: true,
    min: 1,
    max: 2000,
    unit_field: 'weight_measurement',
    units: ['kg', 'lb'],
  },
  {
    name: 'biological_sex',
    label: 'Biological sex',
    type: 'select',
    required: true,
    options: [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ],
  },
  { name: 'country', label: 'Country', type: 'text', required: true },
  { name: 'province', label: 'Province or state', type: 'text', required: false },
  { name: 'city', label: 'City', type: 'text', required: false },
];

/** The stand-in API: the questions, then `save` for complete-user-profile. */
const onboardingApi = (save: (request: SeenRequest) => { status: number; data: unknown } | undefined) =>
  fakeApi((request) =>
    request.url.endsWith('/user-onboarding-questions/')
      ? { status: 200, data: { step: 'profile', questions: QUESTIONS } }
      : save(request),
  );
const saves = (requests: SeenRequest[]) =>
  requests.filter((request) => request.url.endsWith('/complete-user-profile/'));

beforeEach(() => storage.set('access', 'access-1'));
afterEach(() => localStorage.clear());

describe('the complete-profile page', () => {
  // No timer between keystrokes: typing then costs no macrotask per character, so the test is as
  // fast on a machine busy with other work as on an idle one.
  let user: UserEvent;
  beforeEach(() => {
    user = userEvent.setup({ delay: null });
  });

  it('asks the questions of user-onboarding-questions: age, height, weight, biological sex and country', async () => {
    const api = onboardingApi(() => undefined);
    renderInRemote(<CompleteProfilePage {...pageProps()} />, inAuth(api, '/complete-profile'));
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter your age.')).toBeVisible();
    expect(screen.getByText('Please enter your height.')).toBeVisible();
    expect(screen.getByText('Please enter your weight.')).toBeVisible();
    expect(screen.getByText('Please choose your biological sex.')).toBeVisible();
    expect(screen.getByText('Please enter your country.')).toBeVisible();
    expect(screen.getByLabelText('City (optional)')).toBeVisible();
    expect(api.requests.map((request) => request.url)).toEqual(['/api/user-onboarding-questions/']);
  });

  it('sends the answers with their units and fires the step-changed event', async () => {
    const api = onboardingApi(() => ({
      status: 200,
      data: { data: { user_data: { ...API_USER, on_boarding_step: 'completed' } } },
    }));
    const steps: (string | null)[] = [];
    const stop = eventBus.on('onboarding/stepChanged', ({ step }) => steps.push(step));
    renderInRemote(<CompleteProfilePage {...pageProps()} />, inAuth(api, '/complete-profile'));
    await user.type(await screen.findByLabelText('Age'), '34');
    await user.type(screen.getByLabelText('Height'), '6');
    await user.selectOptions(screen.getByLabelText('Height unit'), 'ft');
    await user.type(screen.getByLabelText('Weight'), '80');
    await user.selectOptions(screen.getByLabelText('Biological sex'), 'female');
    await user.type(screen.getByLabelText('Country'), 'Canada');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/your profile is complete/)).toBeVisible();
    expect(saves(api.requests)[0]?.body).toEqual({
      age: 34,
      height: 6,
      height_measurement: 'ft',
      weight: 80,
      weight_measurement: 'kg',
      biological_sex: 'female',
      country: 'Canada',
      province: null,
      city: null,
      location: 'Canada',
    });
    await waitFor(() => expect(steps).toEqual(['completed']));
    stop();
  });

  it('asks a visitor without a session to log in first, and comes back here afterwards', async () => {
    storage.remove('access');
    const api = onboardingApi(() => undefined);
    renderInRemote(<CompleteProfilePage {...pageProps()} />, inAuth(api, '/complete-profile'));
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/login?next=%2Fcomplete-profile');
    expect(api.requests).toHaveLength(0);
  });

  it('says so when the questions cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const api = fakeApi(() =>
      fail
        ? { status: 503, data: { detail: 'Down' } }
        : { status: 200, data: { step: 'profile', questions: QUESTIONS } },
    );
    renderInRemote(<CompleteProfilePage {...pageProps()} />, inAuth(api, '/complete-profile'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The questions could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Age')).toBeVisible();
    expect(api.requests.every((request) => request.url.endsWith('/user-onboarding-questions/'))).toBe(true);
  });

  it('shows the server refusing an answer by its field and keeps what was typed', async () => {
    const api = onboardingApi(() => ({
      status: 400,
      data: {
        detail: 'Age must be a whole number.',
        errors: [{ field: 'age', code: 'invalid', message: 'must be integer' }],
      },
    }));
    renderInRemote(<CompleteProfilePage {...pageProps()} />, inAuth(api, '/complete-profile'));
    await user.type(await screen.findByLabelText('Age'), '34.5');
    await user.type(screen.getByLabelText('Height'), '180');
    await user.type(screen.getByLabelText('Weight'), '80');
    await user.selectOptions(screen.getByLabelText('Biological sex'), 'male');
    await user.type(screen.getByLabelText('Country'), 'Canada');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Age must be a whole number.')).toBeVisible();
    expect(screen.getByLabelText('Age')).toHaveValue('34.5');
    expect(screen.getByLabelText('Country')).toHaveValue('Canada');
  });
});
