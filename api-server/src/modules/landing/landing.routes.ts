import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { consultGradeField, endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import { sendTooMany, type HourlyLimit } from '../../http/hourly-limit';
import type { Mailer } from '../mail/mailer';
import type { LandingDocumentKind } from './landing.repository';
import {
  contactInfoQuery,
  emailDomainsQuery,
  subscribeBody,
  templateQuery,
  termsQuery,
  contactFormBody,
} from 'shared-contracts/schemas';
import { landingService, type ContactBody } from './landing.service';

export interface LandingRoutesOptions {
  db: Database;
  mailer: Mailer;
  /**
   * The address's email preferences, made (not subscribed) when it has none: whether it has said
   * yes to marketing mail on its email-preferences page.
   */
  preferencesOf: (email: string) => Promise<{ subscribed: boolean }>;
  /** The deployment's product word: the consultation form's grade field is `${word}cele_grade`. */
  productWord: string;
  /** Counts a contact or consultation form of the request's address. */
  contactFormLimit: HourlyLimit;
  /** Counts a subscription request of the request's address. */
  subscriptionLimit: HourlyLimit;
}

/** Contact info, terms, popup data and templates, the contact and consultation forms, subscriptions. */
export const landingRoutes: FastifyPluginCallbackTypebox<LandingRoutesOptions> = (
  app,
  { db, mailer, preferencesOf, productWord, contactFormLimit, subscriptionLimit },
  done,
) => {
  const landing = landingService({ db, mailer, preferencesOf, gradeField: consultGradeField(productWord) });
  const contactForm = contactFormBody(productWord);

  async function document(reply: FastifyReply, kind: LandingDocumentKind, key: string, what: string) {
    const data = await landing.document(kind, key);
    if (data === undefined) return reply.code(404).send({ detail: `No ${what} "${key}".` });
    return { data };
  }

  app.get(endpoints.landing.contactInfo, { schema: { querystring: contactInfoQuery } }, (request, reply) =>
    document(reply, 'contact', request.query.contact_type, 'contact type'),
  );

  app.get(endpoints.landing.termsCondition, { schema: { querystring: termsQuery } }, (request, reply) =>
    document(reply, 'terms', request.query.type, 'terms of type'),
  );

  app.get(
    endpoints.landing.customerInteractionTemplate,
    { schema: { querystring: templateQuery } },
    (request, reply) => document(reply, 'template', request.query.template_name, 'template'),
  );

  app.get(
    endpoints.landing.emailDomainsTemplate,
    { schema: { querystring: emailDomainsQuery } },
    (request, reply) =>
      document(reply, 'email-domain', request.query.email_domains.toLowerCase(), 'email domain'),
  );

  app.get(endpoints.landing.urlSubscribePopup, (_request, reply) =>
    document(reply, 'popup-urls', 'all', 'list'),
  );

  app.post<{ Body: ContactBody }>(
    endpoints.landing.contactusForm,
    { schema: { body: contactForm } },
    async (request, reply) => {
      const wait = await contactFormLimit(request);
      if (wait !== null) return sendTooMany(reply, wait, 'messages from your network');
      await landing.saveContactMessage(request.body);
      return reply.code(201).send({ detail: 'Thank you for your message. We will get back to you soon.' });
    },
  );

  app.post(endpoints.landing.subscribe, { schema: { body: subscribeBody } }, async (request, reply) => {
    const wait = await subscriptionLimit(request);
    if (wait !== null) return sendTooMany(reply, wait, 'subscriptions from your network');
    const outcome = await landing.subscribe(request.body.email, request.body.identifier);
    if (outcome === 'already-subscribed')
      return reply.code(200).send({ detail: 'You were already subscribed.' });
    return reply.code(202).send({ detail: 'Check your email to confirm your subscription.' });
  });

  done();
};
