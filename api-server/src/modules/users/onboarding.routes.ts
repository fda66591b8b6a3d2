import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  completeProfileBody,
  detailAnswer,
  fieldErrorAnswer,
  onboardingQuestionsBody,
  userDataAnswer,
} from 'shared-contracts/schemas';
import type { OnboardingQuestion } from '../../contracts';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import { toPublicUser, updateUser } from './users.repository';
import { trimmed } from './users.routes';

export interface OnboardingRoutesOptions {
  db: Database;
  authenticate: preHandlerAsyncHookHandler;
  /** Told when a user's row changed, so kept copies are dropped on every server (ADR 0170). */
  userChanged?: (id: string) => void;
}

/** The careapp onboarding questions (docs/product.md §3 onboarding form), in the order the form asks them. */
export const ONBOARDING_QUESTIONS: OnboardingQuestion[] = [
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
      { value: 'intersex', label: 'Intersex' },
    ],
  },
  { name: 'country', label: 'Country', type: 'text', required: true },
  { name: 'province', label: 'Province or state', type: 'text', required: false },
  { name: 'city', label: 'City', type: 'text', required: false },
];

/** complete-user-profile (the onboarding answers) and the questions it asks. */
export const onboardingRoutes: FastifyPluginCallbackTypebox<OnboardingRoutesOptions> = (
  app,
  { db, authenticate, userChanged = () => {} },
  done,
) => {
  app.post(
    endpoints.users.onboardingQuestions,
    { preValidation: authenticate, schema: { body: onboardingQuestionsBody } },
    (_request, reply) => {
      void reply.send({ step: 'profile', questions: ONBOARDING_QUESTIONS });
    },
  );

  app.post(
    endpoints.users.completeUserProfile,
    {
      preValidation: authenticate,
      schema: {
        body: completeProfileBody,
        response: { 200: userDataAnswer, 400: fieldErrorAnswer, 401: detailAnswer },
      },
    },
    async (request, reply) => {
      const { location, country, province, city, ...health } = request.body;
      const user = await updateUser(
        db,
        request.auth?.sub ?? '',
        trimmed({
          ...health,
          // A form that sends one free-text location stores it as the country.
          country: country ?? location ?? null,
          province: province ?? null,
          city: city ?? null,
          on_boarding_step: 'completed',
          next_step: null,
        }),
      );
      if (!user) return reply.code(401).send({ detail: 'User not found.' });
      userChanged(user.id);
      return { data: { user_data: toPublicUser(user) } };
    },
  );
  done();
};
