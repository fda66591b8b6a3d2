import type { Queryable } from '../../db/database';

// Promo codes (apply-promo-code) and vouchers (assign-voucher) seeded on every start; the README
// lists them. Upserted, so a changed definition here reaches an existing database.

export interface PromoCodeRow {
  code: string;
  kind: 'promo' | 'voucher';
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  min_subtotal_cents: number;
  signed_in_only: boolean;
  expires_at: string | null;
}

interface SeededPromo extends Omit<PromoCodeRow, 'expires_at'> {
  /** Seeded already expired, to show the error. */
  expired?: boolean;
}

export const SEEDED_PROMO_CODES: readonly SeededPromo[] = [
  {
    code: 'WELCOME10',
    kind: 'promo',
    discount_type: 'percentage',
    discount_value: 10,
    min_subtotal_cents: 0,
    signed_in_only: false,
  },
  {
    code: 'SAVE5',
    kind: 'promo',
    discount_type: 'fixed',
    discount_value: 500,
    min_subtotal_cents: 5000,
    signed_in_only: false,
  },
  {
    code: 'SUMMER2020',
    kind: 'promo',
    discount_type: 'percentage',
    discount_value: 30,
    min_subtotal_cents: 0,
    signed_in_only: false,
    expired: true,
  },
  {
    code: 'VIP20',
    kind: 'voucher',
    discount_type: 'percentage',
    discount_value: 20,
    min_subtotal_cents: 0,
    signed_in_only: true,
  },
  {
    code: 'THANKYOU15',
    kind: 'voucher',
    discount_type: 'fixed',
    discount_value: 1500,
    min_subtotal_cents: 6000,
    signed_in_only: false,
  },
];

export async function seedPromoCodes(db: Queryable): Promise<void> {
  for (const promo of SEEDED_PROMO_CODES) {
    await db.query(
      `insert into promo_codes (code, kind, discount_type, discount_value, min_subtotal_cents, signed_in_only, expires_at)
       values ($1, $2, $3, $4, $5, $6, case when $7 then timestamptz '2020-09-01' end)
       on conflict (code) do update set kind = excluded.kind, discount_type = excluded.discount_type,
         discount_value = excluded.discount_value, min_subtotal_cents = excluded.min_subtotal_cents,
         signed_in_only = excluded.signed_in_only, expires_at = excluded.expires_at`,
      [
        promo.code,
        promo.kind,
        promo.discount_type,
        promo.discount_value,
        promo.min_subtotal_cents,
        promo.signed_in_only,
        promo.expired === true,
      ],
    );
  }
}

export async function findPromoCode(db: Queryable, code: string): Promise<PromoCodeRow | null> {
  const { rows } = await db.query<PromoCodeRow>(
    `select code, kind, discount_type, discount_value, min_subtotal_cents, signed_in_only, expires_at::text
       from promo_codes where code = $1`,
    [code.trim().toUpperCase()],
  );
  return rows[0] ?? null;
}

/** The discount in cents a code gives on a subtotal, never more than the subtotal. */
export function discountCents(promo: PromoCodeRow, subtotalCents: number): number {
  const raw =
    promo.discount_type === 'percentage'
      ? Math.round((subtotalCents * promo.discount_value) / 100)
      : promo.discount_value;
  return Math.min(raw, subtotalCents);
}

/**
 * Why a code does not apply to a checkout now (VOUCHER_NOT_APPLICABLE), or null when it does.
 * Rechecked at every total, so removing lines below a minimum drops the discount to 0.
 */
export function notApplicableReason(
  promo: PromoCodeRow,
  subtotalCents: number,
  signedIn: boolean,
  now: Date,
): string | null {
  if (promo.expires_at && new Date(promo.expires_at) <= now) return 'This promo code has expired.';
  if (promo.signed_in_only && !signedIn) return 'Sign in to use this voucher.';
  if (subtotalCents < promo.min_subtotal_cents) {
    return `This code needs a subtotal of at least $${(promo.min_subtotal_cents / 100).toFixed(2)}.`;
  }
  return null;
}
