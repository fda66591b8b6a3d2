import type { FastifyPluginCallback } from 'fastify';
import { componentAiMessageBody } from 'shared-contracts/schemas';
import type { ComponentAiMessageRequest } from '../../contracts';
import { endpoints } from '../../contracts';

/** Built-in answers by component: the same every time and with no call beyond this server. */
const ANSWERS: Record<string, string> = {
  'assessment-result':
    'Thank you for completing the assessment. Your result is a starting point, not a diagnosis: a specialist can explain it in a short consult.',
  specialist: 'Our specialists answer within one business day. Book a consult to talk about your options.',
  consult:
    'A consult takes about twenty minutes. Have your assessment result and any recent test reports at hand.',
};
const FALLBACK =
  'Thanks for your question. Our care team will help you with it; for anything urgent, contact your doctor.';

/** processor/component-ai-message: a short helper text for a page component. */
export const processorRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.post<{ Body: ComponentAiMessageRequest }>(
    endpoints.landing.componentAiMessage,
    { schema: { body: componentAiMessageBody } },
    (request, reply) => {
      const { component } = request.body;
      return reply.send({ data: { component, message: ANSWERS[component] ?? FALLBACK } });
    },
  );
  done();
};
