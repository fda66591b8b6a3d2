import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from 'shared-contracts';
import CompleteProfilePage from '../../pages/complete-profile-page';
import { API_USER, fakeApi, renderAuthPage } from '../../testing/render-auth-page';

afterEach(() => localStorage.clear());

describe('the complete-profile page', () => {
  it('asks for age, height, weight, biological sex and country', async () => {
    const api = fakeApi(() => undefined);
    renderAuthPage(CompleteProfilePage, { path: '/complete-profile', api });
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter your age.')).toBeVisible();
    expect(screen.getByText('Please enter your height.')).toBeVisible();
    expect(screen.getByText('Please enter your weight.')).toBeVisible();
    expect(screen.getByText('Please choose your biological sex.')).toBeVisible();
    expect(screen.getByText('Please enter your country.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the answers with their units and fires the step-changed event', async () => {
    const api = fakeApi(() => ({
      status: 200,
      data: { data: { user_data: { ...API_USER, on_boarding_step: 'completed' } } },
    }));
    const steps: (string | null)[] = [];
    const stop = eventBus.on('onboarding/stepChanged', ({ step }) => steps.push(step));
    renderAuthPage(CompleteProfilePage, { path: '/complete-profile', api });
    await userEvent.type(screen.getByLabelText('Age'), '34');
    await userEvent.type(screen.getByLabelText('Height'), '6');
    await userEvent.selectOptions(screen.getByLabelText('Height unit'), 'ft');
    await userEvent.type(screen.getByLabelText('Weight'), '80');
    await userEvent.selectOptions(screen.getByLabelText('Biological sex'), 'female');
    await userEvent.type(screen.getByLabelText('Country'), 'Canada');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/your profile is complete/)).toBeVisible();
    expect(api.requests[0]?.body).toMatchObject({
      age: 34,
      height: 6,
      height_measurement: 'ft',
      weight: 80,
      weight_measurement: 'kg',
      biological_sex: 'female',
      country: 'Canada',
    });
    await waitFor(() => expect(steps).toEqual(['completed']));
    stop();
  });
});
