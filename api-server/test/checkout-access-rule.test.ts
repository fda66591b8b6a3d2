import { CheckoutAccessRefused, refusalError } from '../src/modules/cart/cart-change';
import { CartError } from '../src/modules/cart/cart.repository';
import {
  checkoutAccess,
  hashCheckoutSecret,
  type CheckoutAccess,
  type CheckoutViewer,
} from '../src/modules/cart/checkout-access';
import { VARIANT } from './support/spec-shop';
import { CUSTOMER, describeOnEachDatabase, EDITOR } from './support/test-app';

// Who may use a checkout is written twice: checkoutAccess in checkout-access.ts (the guard, and the
// writes on PGlite or with live payments) and cart_change_alone in migration 0620 (the writes on
// PostgreSQL, alone or in a batch of migration 0630). One table of cases goes through both, so
// they cannot drift apart: each case's answer, and whose checkout it is afterwards.

const SECRET = 'the-secret-of-the-cart';

type Owner = 'holder' | 'stranger' | 'guest' | 'guest without secret' | 'none';
type Asker = 'holder' | 'stranger' | 'nobody' | 'nobody, stale token';
type Answer = 'allowed' | 'not-found' | 'sign-in-again';

interface Case {
  owner: Owner;
  asker: Asker;
  secret: 'right' | 'wrong' | 'none';
  answer: Answer;
  /** Whose checkout it is after the call. */
  after: Owner;
}

const CASES: Case[] = [
  { owner: 'holder', asker: 'holder', secret: 'none', answer: 'allowed', after: 'holder' },
  { owner: 'holder', asker: 'holder', secret: 'wrong', answer: 'allowed', after: 'holder' },
  { owner: 'holder', asker: 'stranger', secret: 'none', answer: 'not-found', after: 'holder' },
  { owner: 'holder', asker: 'stranger', secret: 'right', answer: 'not-found', after: 'holder' },
  { owner: 'holder', asker: 'nobody', secret: 'right', answer: 'not-found', after: 'holder' },
  { owner: 'holder', asker: 'nobody, stale token', secret: 'none', answer: 'sign-in-again', after: 'holder' },
  { owner: 'guest', asker: 'nobody', secret: 'right', answer: 'allowed', after: 'guest' },
  { owner: 'guest', asker: 'nobody', secret: 'wrong', answer: 'not-found', after: 'guest' },
  { owner: 'guest', asker: 'nobody', secret: 'none', answer: 'not-found', after: 'guest' },
  { owner: 'guest', asker: 'nobody, stale token', secret: 'right', answer: 'allowed', after: 'guest' },
  { owner: 'guest', asker: 'nobody, stale token', secret: 'wrong', answer: 'not-found', after: 'guest' },
  { owner: 'guest', asker: 'stranger', secret: 'right', answer: 'allowed', after: 'stranger' },
  { owner: 'guest', asker: 'stranger', secret: 'wrong', answer: 'not-found', after: 'guest' },
  { owner: 'guest without secret', asker: 'nobody', secret: 'right', answer: 'not-found', after: 'guest' },
  { owner: 'guest without secret', asker: 'holder', secret: 'none', answer: 'not-found', after: 'guest' },
  { owner: 'none', asker: 'holder', secret: 'right', answer: 'not-found', after: 'none' },
];

describeOnEachDatabase(
  'who may use a checkout, as checkout-access.ts and cart_change_alone say it',
  (server) => {
    const userIds = new Map<string, string>();
    const userOf = async (email: string): Promise<string> => {
      let id = userIds.get(email);
      if (id === undefined) {
        const { rows } = await server.app.db.query<{ id: string }>('select id from users where email = $1', [
          email,
        ]);
        id = rows[0]?.id;
        if (!id) throw new Error(`no user ${email}`);
        userIds.set(email, id);
      }
      return id;
    };

    /** A checkout as the case's owner has it (an id of none for 'none'). */
    const checkoutOf = async (owner: Owner): Promise<string> => {
      if (owner === 'none') return '00000000-0000-4000-8000-000000000000';
      const userId =
        owner === 'holder'
          ? await userOf(CUSTOMER.email)
          : owner === 'stranger'
            ? await userOf(EDITOR.email)
            : null;
      const secretHash = owner === 'guest' ? hashCheckoutSecret(SECRET) : null;
      const { rows } = await server.app.db.query<{ id: string }>(
        "insert into checkouts (channel, user_id, secret_hash) values ('default-channel', $1, $2) returning id",
        [userId, secretHash],
      );
      return rows[0]?.id ?? '';
    };

    const viewerOf = async (asker: Asker): Promise<CheckoutViewer> => ({
      userId:
        asker === 'holder'
          ? await userOf(CUSTOMER.email)
          : asker === 'stranger'
            ? await userOf(EDITOR.email)
            : null,
      staleToken: asker === 'nobody, stale token',
    });

    const secretOf = (secret: Case['secret']): string | null =>
      secret === 'right' ? SECRET : secret === 'wrong' ? 'not-the-secret' : null;

    const ownerAfter = async (id: string): Promise<Owner> => {
      const { rows } = await server.app.db.query<{ user_id: string | null }>(
        'select user_id from checkouts where id = $1',
        [id],
      );
      const row = rows[0];
      if (!row) return 'none';
      if (row.user_id === null) return 'guest';
      return row.user_id === (await userOf(CUSTOMER.email)) ? 'holder' : 'stranger';
    };

    /** The answer of checkout-access.ts's rule. */
    const byGuard = async (id: string, viewer: CheckoutViewer, secret: string | null): Promise<Answer> => {
      const access: CheckoutAccess = await checkoutAccess(server.app.db, id, viewer, secret);
      return access.kind;
    };

    /** The answer of cart_change_alone's rule, read as the cart service reads its refusals. */
    const byStatement = async (
      id: string,
      viewer: CheckoutViewer,
      secret: string | null,
    ): Promise<Answer> => {
      try {
        await server.app.db.query(
          'select changed_variant from cart_change_alone($1, $2, $3, $4, $5, $6, $7, $8, 24, 2, 10)',
          [
            id,
            viewer.userId,
            secret === null ? null : hashCheckoutSecret(secret),
            `checkout-payments:${id}`,
            'add',
            [VARIANT.guide],
            [],
            [1],
          ],
        );
        return 'allowed';
      } catch (error) {
        const detail = (error as { detail?: unknown }).detail;
        if (typeof detail !== 'string') throw error;
        const refused = refusalError(detail, 'add');
        if (refused instanceof CheckoutAccessRefused)
          return refused.owned && viewer.staleToken ? 'sign-in-again' : 'not-found';
        if (refused instanceof CartError && refused.status === 404) return 'not-found';
        throw refused;
      }
    };

    it.each(CASES)(
      "a checkout of $owner, asked by $asker sending secret: $secret, answers $answer and is then $after's, by both rules",
      async ({ owner, asker, secret, answer, after }) => {
        const viewer = await viewerOf(asker);
        const sent = secretOf(secret);
        const forGuard = await checkoutOf(owner);
        const forStatement = await checkoutOf(owner);
        expect(await byGuard(forGuard, viewer, sent)).toBe(answer);
        expect(await byStatement(forStatement, viewer, sent)).toBe(answer);
        expect(await ownerAfter(forGuard)).toBe(after);
        expect(await ownerAfter(forStatement)).toBe(after);
      },
    );
  },
);
