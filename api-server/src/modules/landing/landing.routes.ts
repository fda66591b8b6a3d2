import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { ConsultFormRequest, ContactFormRequest, SubscribeRequest } from '../../contracts';
import { consultGradeField, endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import { sendTooMany, type HourlyLimit } from '../../http/hourly-limit';
import type { Mailer } from '../mail/mailer';
import { confirmSubscriptionMail } from '../mail/marketing-mail';
import * as schemas from './landing.schemas';

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

type ContactBody = ContactFormRequest &
  Partial<Pick<ConsultFormRequest, 'form_type' | 'symptoms'>> &
  Partial<Record<`${string}cele_grade`, string>>;

/** Contact info, terms, popup data and templates, the contact and consultation forms, subscriptions. */
export const landingRoutes: FastifyPluginCallback<LandingRoutesOptions> = (
  app,
  { db, mailer, preferencesOf, productWord, contactFormLimit, subscriptionLimit },
  done,
) => {
  const gradeField = consultGradeField(productWord);
  const contactFormBody = schemas.contactFormBody(productWord);

  async function document(reply: FastifyReply, kind: string, key: string, what: string) {
    const { rows } = await db.query<{ data: unknown }>(
      'select data from landing_documents where kind = $1 and key = $2',
      [kind, key],
    );
    const found = rows[0];
    if (!found) return reply.code(404).send({ detail: `No ${what} "${key}".` });
    // pg may hand jsonb back as text; PGlite parses it.
    const data: unknown = typeof found.data === 'string' ? JSON.parse(found.data) : found.data;
    return { data };
  }

  app.get<{ Querystring: { contact_type: string } }>(
    endpoints.landing.contactInfo,
    { schema: { querystring: schemas.contactInfoQuery } },
    (request, reply) => document(reply, 'contact', request.query.contact_type, 'contact type'),
  );

  app.get<{ Querystring: { type: string } }>(
    endpoints.landing.termsCondition,
    { schema: { querystring: schemas.termsQuery } },
    (request, reply) => document(reply, 'terms', request.query.type, 'terms of type'),
  );

  app.get<{ Querystring: { template_name: string } }>(
    endpoints.landing.customerInteractionTemplate,
    { schema: { querystring: schemas.templateQuery } },
    (request, reply) => document(reply, 'template', request.query.template_name, 'template'),
  );

  app.get<{ Querystring: { email_domains: string } }>(
    endpoints.landing.emailDomainsTemplate,
    { schema: { querystring: schemas.emailDomainsQuery } },
    (request, reply) =>
      document(reply, 'email-domain', request.query.email_domains.toLowerCase(), 'email domain'),
  );

  app.get(endpoints.landing.urlSubscribePopup, (_request, reply) =>
    document(reply, 'popup-urls', 'all', 'list'),
  );

  app.post<{ Body: ContactBody }>(
    endpoints.landing.contactusForm,
    { schema: { body: contactFormBody } },
    async (request, reply) => {
      const wait = await contactFormLimit(request);
      if (wait !== null) return sendTooMany(reply, wait, 'messages from your network');
      const body = request.body;
      await db.query(
        `insert into contact_messages (form_type, first_name, last_name, email, phone_number, message, grade, symptoms)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          body.form_type ?? 'contact',
          body.first_name.trim(),
          body.last_name.trim(),
          body.email.toLowerCase(),
          body.phone_number?.trim() || null,
          body.message.trim(),
          body[gradeField] ?? null,
          body.symptoms ? JSON.stringify(body.symptoms) : null,
        ],
      );
      return reply.code(201).send({ detail: 'Thank you for your message. We will get back to you soon.' });
    },
  );

  app.post<{ Body: SubscribeRequest }>(
    endpoints.landing.subscribe,
    { schema: { body: schemas.subscribeBody } },
    async (request, reply) => {
      const wait = await subscriptionLimit(request);
      if (wait !== null) return sendTooMany(reply, wait, 'subscriptions from your network');
      const email = request.body.email.toLowerCase();
      // Anyone can type any address here: it takes no marketing mail until its owner says yes.
      if ((await preferencesOf(email)).subscribed)
        return reply.code(200).send({ detail: 'You were already subscribed.' });
      // One confirmation a day per address, whatever the identifier: the popup must not become a
      // way to flood someone else's inbox.
      const { rows } = await db.query<{ asked_today: boolean }>(
        `with earlier as (
           select exists (select 1 from subscriptions
                          where email = $1 and created_at > now() - interval '1 day') as asked_today)
         insert into subscriptions (email, identifier) values ($1, $2)
         on conflict (email, identifier) do update set email = excluded.email
         returning (select asked_today from earlier)`,
        [email, request.body.identifier],
      );
      if (!rows[0]?.asked_today) await mailer.send(confirmSubscriptionMail(email));
      return reply.code(202).send({ detail: 'Check your email to confirm your subscription.' });
    },
  );

  done();
};
