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
import {
  CartError,
  isUuid,
  loadCheckout,
  lockAndTouchOpenCheckout,
  setLineQuantity,
} from './cart.repository';

export interface CartService {
  get(id: string): Promise<Checkout | null>;
  /** A new checkout, `owner`'s when made signed in, opened by the secret of `secretHash`. */
  create(
    input: CreateCheckoutRequest['input'],
    access: { owner: string | null; secretHash: string },
  ): Promise<Checkout>;
  addLines(request: AddToCartRequest): Promise<Checkout>;
  updateLines(request: UpdateCartRequest): Promise<Checkout>;
  deleteLines(request: RemoveFromCartRequest): Promise<Checkout>;
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

/** Adds the lines; answers the variants it changed. */
async function addAll(tx: Queryable, checkoutId: string, lines: CheckoutLineInput[]): Promise<string[]> {
  const variants = byVariant(lines);
  for (const [variantId, quantity] of variants)
    await setLineQuantity(tx, checkoutId, variantId, quantity, 'add');
  return variants.map(([variantId]) => variantId);
}

/**
 * The cart's writes. Each runs in one transaction: a refused change (unknown variant, too few in
 * stock) rolls everything back, so a request changes all it asked for or nothing. `onChange` runs
 * after each committed change with the variants whose holds it moved (the catalogue cache shows
 * their stock net of carts, and drops only what shows them). `view` reads the
 * checkout the calls answer with: the checkout module's adds shipping methods, gateways, the
 * promo code and totals.
 */
export function createCartService(
  db: Database,
  onChange: (variantIds: string[]) => void,
  view: (on: Queryable, id: string) => Promise<Checkout | null> = loadCheckout,
  runChange: ChangeRunner = (_id, change) => change(db),
): CartService {
  /**
   * Runs `work` (which answers the variants it changed) on the locked checkout, and reads the
   * answer in the same transaction: on PGlite, with its one connection, a read after the
   * transaction would queue again behind every other cart's write, which under load made answers
   * wait for seconds; on PostgreSQL it shows exactly what this change left.
   */
  const write = async (id: string, work: (tx: Queryable) => Promise<string[]>): Promise<Checkout> => {
    const { changed, checkout } = await runChange(id, (connection) =>
      connection.transaction(async (tx) => {
        await lockAndTouchOpenCheckout(tx, id);
        const variantIds = await work(tx);
        return { changed: variantIds, checkout: await view(tx, id) };
      }),
    );
    onChange(changed);
    if (!checkout)
      throw new CartError(404, [{ field: 'id', code: 'NOT_FOUND', message: 'Checkout not found.' }]);
    return checkout;
  };

  return {
    get: (id) => view(db, id),

    async create(input, { owner, secretHash }) {
      if (input.channel !== CONSTANTS.channel) {
        throw new CartError(400, [
          { field: 'channel', code: 'CHANNEL_INACTIVE', message: `Unknown channel "${input.channel}".` },
        ]);
      }
      const { changed, checkout } = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'insert into checkouts (channel, email, user_id, secret_hash) values ($1, $2, $3, $4) returning id',
          [input.channel, input.email?.trim().toLowerCase() ?? null, owner, secretHash],
        );
        const created = rows[0]?.id;
        if (!created) throw new Error('insert into checkouts returned no id');
        const variantIds = await addAll(tx, created, input.lines);
        return { changed: variantIds, checkout: await view(tx, created) };
      });
      onChange(changed);
      if (!checkout) throw new Error('a checkout vanished in the transaction that created it');
      return checkout;
    },

    addLines: ({ id, lines }) => write(id, (tx) => addAll(tx, id, lines)),

    updateLines: ({ id, lines }) =>
      write(id, async (tx) => {
        const ids = lines.map((line) => line.lineId);
        if (new Set(ids).size !== ids.length) {
          throw new CartError(400, [
            { field: 'lineId', code: 'INVALID', message: 'A line is listed twice.' },
          ]);
        }
        const changed: string[] = [];
        for (const line of lines) {
          const found = isUuid(line.lineId)
            ? await tx.query<{ variant_id: string }>(
                'select variant_id from checkout_lines where id = $1 and checkout_id = $2',
                [line.lineId, id],
              )
            : { rows: [] };
          const variantId = found.rows[0]?.variant_id;
          if (!variantId) {
            throw new CartError(400, [
              { field: 'lineId', code: 'NOT_FOUND', message: 'Checkout line not found.' },
            ]);
          }
          if (line.quantity === 0) await tx.query('delete from checkout_lines where id = $1', [line.lineId]);
          else await setLineQuantity(tx, id, variantId, line.quantity, 'set');
          changed.push(variantId);
        }
        return changed;
      }),

    deleteLines: ({ id, lineIds }) =>
      write(id, async (tx) => {
        const valid = lineIds.filter(isUuid);
        const { rows } = await tx.query<{ id: string; variant_id: string }>(
          'delete from checkout_lines where checkout_id = $1 and id = any($2) returning id, variant_id',
          [id, valid],
        );
        if (rows.length !== lineIds.length) {
          // Rolls the deletions back: a request changes all it asked for or nothing.
          throw new CartError(400, [
            { field: 'lineIds', code: 'NOT_FOUND', message: 'Checkout line not found.' },
          ]);
        }
        return rows.map((row) => row.variant_id);
      }),
  };
}
