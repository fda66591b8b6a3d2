import type { Queryable } from '../../db/database';

/** The kinds of landing document the seed stores (landing.seed.ts). */
export type LandingDocumentKind = 'contact' | 'terms' | 'template' | 'email-domain' | 'popup-urls';

/** The data of one landing document, or undefined when there is none of that kind and key. */
export async function findLandingDocument(
  db: Queryable,
  kind: LandingDocumentKind,
  key: string,
): Promise<unknown> {
  const { rows } = await db.query<{ data: unknown }>(
    'select data from landing_documents where kind = $1 and key = $2',
    [kind, key],
  );
  const found = rows[0];
  if (!found) return undefined;
  // pg may hand jsonb back as text; PGlite parses it.
  return typeof found.data === 'string' ? (JSON.parse(found.data) as unknown) : found.data;
}

/** A message of the contact or consultation form, as stored. */
export interface ContactMessage {
  formType: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  grade: string | null;
  /** JSON text of the consultation's symptoms, or null. */
  symptoms: string | null;
}

export async function insertContactMessage(db: Queryable, message: ContactMessage): Promise<void> {
  await db.query(
    `insert into contact_messages (form_type, first_name, last_name, email, phone_number, message, grade, symptoms)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      message.formType,
      message.firstName,
      message.lastName,
      message.email,
      message.phoneNumber,
      message.message,
      message.grade,
      message.symptoms,
    ],
  );
}

/**
 * Records a subscription request and says whether the address already asked for one in the last
 * day (whatever the identifier), so at most one confirmation a day goes to it.
 */
export async function recordSubscriptionRequest(
  db: Queryable,
  email: string,
  identifier: string,
): Promise<{ askedToday: boolean }> {
  const { rows } = await db.query<{ asked_today: boolean }>(
    `with earlier as (
       select exists (select 1 from subscriptions
                      where email = $1 and created_at > now() - interval '1 day') as asked_today)
     insert into subscriptions (email, identifier) values ($1, $2)
     on conflict (email, identifier) do update set email = excluded.email
     returning (select asked_today from earlier)`,
    [email, identifier],
  );
  return { askedToday: rows[0]?.asked_today === true };
}
