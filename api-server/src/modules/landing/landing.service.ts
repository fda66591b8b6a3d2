import type { ConsultFormRequest, ContactFormRequest } from '../../contracts';
import type { Queryable } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { confirmSubscriptionMail } from '../mail/marketing-mail';
import {
  findLandingDocument,
  insertContactMessage,
  recordSubscriptionRequest,
  type LandingDocumentKind,
} from './landing.repository';

/** The contact form's body; the consultation form adds its type, symptoms and a grade field. */
export type ContactBody = ContactFormRequest &
  Partial<Pick<ConsultFormRequest, 'form_type' | 'symptoms'>> &
  Partial<Record<`${string}cele_grade`, string>>;

export interface LandingServiceOptions {
  db: Queryable;
  mailer: Mailer;
  /** The address's email preferences, made (not subscribed) when it has none. */
  preferencesOf: (email: string) => Promise<{ subscribed: boolean }>;
  /** The consultation form's grade field (`${productWord}cele_grade`). */
  gradeField: string;
}

/** What a subscription request did: nothing for an address already subscribed, else a confirmation asked. */
export type SubscribeOutcome = 'already-subscribed' | 'confirmation-asked';

export function landingService({ db, mailer, preferencesOf, gradeField }: LandingServiceOptions) {
  return {
    /** A landing document's data, or undefined when there is none. */
    document: (kind: LandingDocumentKind, key: string) => findLandingDocument(db, kind, key),

    /** Keeps a contact or consultation message, trimmed, its address lower-cased. */
    saveContactMessage: (body: ContactBody) =>
      insertContactMessage(db, {
        formType: body.form_type ?? 'contact',
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        email: body.email.toLowerCase(),
        phoneNumber: body.phone_number?.trim() || null,
        message: body.message.trim(),
        grade: body[gradeField as `${string}cele_grade`] ?? null,
        symptoms: body.symptoms ? JSON.stringify(body.symptoms) : null,
      }),

    async subscribe(address: string, identifier: string): Promise<SubscribeOutcome> {
      const email = address.toLowerCase();
      // Anyone can type any address here: it takes no marketing mail until its owner says yes.
      if ((await preferencesOf(email)).subscribed) return 'already-subscribed';
      // One confirmation a day per address, whatever the identifier: the popup must not become a
      // way to flood someone else's inbox.
      const { askedToday } = await recordSubscriptionRequest(db, email, identifier);
      if (!askedToday) await mailer.send(confirmSubscriptionMail(email));
      return 'confirmation-asked';
    },
  };
}

export type LandingService = ReturnType<typeof landingService>;
