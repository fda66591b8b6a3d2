import type {
  AddToCartRequest,
  Checkout,
  CheckoutLineInput,
  CreateCheckoutRequest,
  RemoveFromCartRequest,
  UpdateCartRequest,
} from '../../contracts';
import { CONSTANTS } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import {
  CartError,
  isUuid,
  lineQuantity,
  loadCheckout,
  lockOpenCheckout,
  setLineQuantity,
  touchCheckout,
} from './cart.repository';

export interface CartService {
  get(id: string): Promise<Checkout | null>;
  create(input: CreateCheckoutRequest['input']): Promise<Checkout>;
  addLines(request: AddToCartRequest): Promise<Checkout>;
  updateLines(request: UpdateCartRequest): Promise<Checkout>;
  deleteLines(request: RemoveFromCartRequest): Promise<Checkout>;
}

/** Quantities per variant, summed, in id order (locks are always taken in the same order: no deadlock). */
function byVariant(lines: CheckoutLineInput[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.quantity);
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

async function addAll(tx: Queryable, checkoutId: string, lines: CheckoutLineInput[]): Promise<void> {
  for (const [variantId, quantity] of byVariant(lines)) {
    const current = await lineQuantity(tx, checkoutId, variantId);
    await setLineQuantity(tx, checkoutId, variantId, current + quantity, true);
  }
}

/**
 * The cart's writes. Each runs in one transaction: a refused change (unknown variant, too few in
 * stock) rolls everything back, so a request changes all it asked for or nothing. `onChange` runs
 * after each committed change (the catalogue cache shows stock net of carts). `view` reads the
 * checkout the calls answer with: the checkout module's adds shipping methods, gateways, the
 * promo code and totals.
 */
export function createCartService(
  db: Database,
  onChange: () => void,
  view: (id: string) => Promise<Checkout | null> = (id) => loadCheckout(db, id),
): CartService {
  const write = async (id: string, work: (tx: Queryable) => Promise<void>): Promise<Checkout> => {
    await db.transaction(async (tx) => {
      await lockOpenCheckout(tx, id);
      await work(tx);
      await touchCheckout(tx, id);
    });
    onChange();
    const checkout = await view(id);
    if (!checkout)
      throw new CartError(404, [{ field: 'id', code: 'NOT_FOUND', message: 'Checkout not found.' }]);
    return checkout;
  };

  return {
    get: (id) => view(id),

    async create(input) {
      if (input.channel !== CONSTANTS.channel) {
        throw new CartError(400, [
          { field: 'channel', code: 'CHANNEL_INACTIVE', message: `Unknown channel "${input.channel}".` },
        ]);
      }
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'insert into checkouts (channel, email) values ($1, $2) returning id',
          [input.channel, input.email?.trim().toLowerCase() ?? null],
        );
        const created = rows[0]?.id;
        if (!created) throw new Error('insert into checkouts returned no id');
        await addAll(tx, created, input.lines);
        return created;
      });
      if (input.lines.length > 0) onChange();
      const checkout = await view(id);
      if (!checkout) throw new Error(`checkout ${id} vanished right after it was created`);
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
          else await setLineQuantity(tx, id, variantId, line.quantity, false);
        }
      }),

    deleteLines: ({ id, lineIds }) =>
      write(id, async (tx) => {
        const valid = lineIds.filter(isUuid);
        const { rows } = await tx.query<{ id: string }>(
          'delete from checkout_lines where checkout_id = $1 and id = any($2) returning id',
          [id, valid],
        );
        if (rows.length !== lineIds.length) {
          // Rolls the deletions back: a request changes all it asked for or nothing.
          throw new CartError(400, [
            { field: 'lineIds', code: 'NOT_FOUND', message: 'Checkout line not found.' },
          ]);
        }
      }),
  };
}
