import type {
  AddToCartRequest,
  Checkout,
  CheckoutLineInput,
  CreateCheckoutRequest,
  RemoveFromCartRequest,
  UpdateCartRequest,
} from '../../contracts';
import { CONSTANTS } from '../../contracts';
import type { Connection, Database, Queryable } from '../../db/database';
import { createCartWriteBatcher } from './cart-batch';
import { CartError, checkoutNotFound, isUuid, loadCheckout } from './cart.repository';
import { changeCart, CheckoutAccessRefused, PaymentsToSettle, type CartChange } from './cart-change';
import { checkoutAccess, hashCheckoutSecret, SignInAgain, type CheckoutViewer } from './checkout-access';

/** Who asks for a cart write, and the checkout secret the request carried (checkout-access.ts). */
export interface CartAccess {
  viewer: CheckoutViewer;
  secret: string | null;
}

export interface CartService {
  get(id: string): Promise<Checkout | null>;
  /** A new checkout, `owner`'s when made signed in, opened by the secret of `secretHash`. */
  create(
    input: CreateCheckoutRequest['input'],
    access: { owner: string | null; secretHash: string },
  ): Promise<Checkout>;
  /**
   * The writes let through only who may use the checkout (checkout-access.ts): otherwise they
   * throw the 404 CartError of an unknown checkout, or SignInAgain.
   */
  addLines(request: AddToCartRequest, access: CartAccess): Promise<Checkout>;
  updateLines(request: UpdateCartRequest, access: CartAccess): Promise<Checkout>;
  deleteLines(request: RemoveFromCartRequest, access: CartAccess): Promise<Checkout>;
}

/**
 * Runs a change of what checkout `id` costs on the connection it gives. The checkout module's
 * (payment-freeze.ts) refuses it once the checkout is paid and voids open payment attempts first.
 */
export type ChangeRunner = <T>(id: string, change: (connection: Connection) => Promise<T>) => Promise<T>;

/** Quantities per variant, summed, in id order (locks are always taken in the same order: no deadlock). */
function byVariant(lines: CheckoutLineInput[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.quantity);
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The cart's writes. Each is one statement of the database (cart_change, migration 0610): a
 * refused change (unknown variant, too few in stock) changes nothing, so a request changes all it
 * asked for or nothing, and a variant's row lock lasts that statement only
 * (docs/adr/0160-cart-writes-one-statement.md). `onChange` runs after each committed change with
 * the variants whose holds it moved (the catalogue cache shows their stock net of carts, and
 * drops only what shows them). `view` reads the checkout the calls answer with: the checkout
 * module's adds shipping methods, gateways, the promo code and totals. `paymentLockKey` names a
 * checkout's payment lock: on PostgreSQL a change takes it inside its statement and goes through
 * `runChange` only when the checkout has payments to settle.
 */
export function createCartService(
  db: Database,
  onChange: (variantIds: string[]) => void,
  view: (on: Queryable, id: string) => Promise<Checkout | null> = loadCheckout,
  runChange: ChangeRunner = (_id, change) => change(db),
  paymentLockKey: ((id: string) => string) | null = null,
): CartService {
  const batcher = createCartWriteBatcher(db, view);

  /** The change through the payment guard, and the view read in the same transaction. */
  const guarded = (id: string, change: CartChange) =>
    runChange(id, (connection) =>
      connection.transaction(async (tx) => ({
        changed: await changeCart(tx, id, change, null),
        checkout: await view(tx, id),
      })),
    );

  /**
   * On PostgreSQL: the change in one statement, the view asked for with it and read after its
   * commit, outside every lock. On PGlite, with its one connection, the view is read in the change's transaction: a
   * read after it would queue again behind every other cart's write, which under load made
   * answers wait for seconds.
   */
  const write = async (id: string, change: CartChange, access: CartAccess): Promise<Checkout> => {
    const { changed, checkout } = await changeThenView(id, change, access);
    onChange(changed);
    if (!checkout)
      throw new CartError(404, [{ field: 'id', code: 'NOT_FOUND', message: 'Checkout not found.' }]);
    return checkout;
  };

  const changeThenView = async (id: string, change: CartChange, access: CartAccess) => {
    if (db.driver !== 'postgres' || !paymentLockKey) {
      await checkAccess(id, access);
      return guarded(id, change);
    }
    // The guard's check travels in the statement, which goes in a batch with the other writes
    // waiting (cart-batch.ts), and the view is asked for with it: one round trip. The view runs
    // after the batch's commit, since the statements run in the order asked, so it shows the
    // change; after a refusal it is dropped.
    if (!isUuid(id)) throw checkoutNotFound();
    const caller = {
      userId: access.viewer.userId,
      secretHash: access.secret === null ? null : hashCheckoutSecret(access.secret),
    };
    const outcome = await batcher.write({ id, change, caller, paymentLockKey: paymentLockKey(id) });
    if (outcome.kind === 'written') {
      if (outcome.checkout.status === 'rejected') throw outcome.checkout.reason;
      return { changed: outcome.changed, checkout: outcome.checkout.value };
    }
    if (outcome.kind === 'refused') return afterRefusal(outcome.error, id, change, access);
    // The batch failed as a whole (not a refusal): this change alone, as before batches.
    const [written, viewed] = await db.pipelined((on) =>
      Promise.allSettled([
        changeCart(on, id, change, { caller, paymentLockKey: paymentLockKey(id) }),
        view(on, id),
      ]),
    );
    if (written.status === 'rejected') return afterRefusal(written.reason, id, change, access);
    if (viewed.status === 'rejected') throw viewed.reason;
    return { changed: written.value, checkout: viewed.value };
  };

  /** A write the statement refused: the guard's answer, or the payment path, or the error itself. */
  const afterRefusal = async (error: unknown, id: string, change: CartChange, access: CartAccess) => {
    if (error instanceof CheckoutAccessRefused) {
      throw error.owned && access.viewer.staleToken ? new SignInAgain() : checkoutNotFound();
    }
    if (error instanceof PaymentsToSettle) {
      await checkAccess(id, access);
      return guarded(id, change);
    }
    throw error;
  };

  /** The checkout guard's check, read before the write: for the ways that are not one statement. */
  const checkAccess = async (id: string, access: CartAccess): Promise<void> => {
    const found = await checkoutAccess(db, id, access.viewer, access.secret);
    if (found.kind === 'not-found') throw checkoutNotFound();
    if (found.kind === 'sign-in-again') throw new SignInAgain();
  };

  return {
    get: (id) => view(db, id),

    async create(input, { owner, secretHash }) {
      if (input.channel !== CONSTANTS.channel) {
        throw new CartError(400, [
          { field: 'channel', code: 'CHANNEL_INACTIVE', message: `Unknown channel "${input.channel}".` },
        ]);
      }
      const inside = db.driver !== 'postgres';
      const created = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'insert into checkouts (channel, email, user_id, secret_hash) values ($1, $2, $3, $4) returning id',
          [input.channel, input.email?.trim().toLowerCase() ?? null, owner, secretHash],
        );
        const id = rows[0]?.id;
        if (!id) throw new Error('insert into checkouts returned no id');
        const changed = input.lines.length
          ? await changeCart(tx, id, { mode: 'add', variants: byVariant(input.lines) }, null)
          : [];
        // As in write: the view inside the transaction on PGlite only.
        return { id, changed, checkout: inside ? await view(tx, id) : null };
      });
      onChange(created.changed);
      const checkout = created.checkout ?? (await view(db, created.id));
      if (!checkout) throw new Error('a checkout vanished in the transaction that created it');
      return checkout;
    },

    addLines: ({ id, lines }, access) => write(id, { mode: 'add', variants: byVariant(lines) }, access),

    updateLines: ({ id, lines }, access) =>
      write(id, { mode: 'set', lines: lines.map(({ lineId, quantity }) => ({ lineId, quantity })) }, access),

    deleteLines: ({ id, lineIds }, access) => write(id, { mode: 'delete', lineIds }, access),
  };
}
