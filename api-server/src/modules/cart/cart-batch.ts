import type { Checkout } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { ANONYMOUS_HOLD_HOURS, HOLD_HOURS, SCARCE_STOCK } from '../shop/stock-holds';
import { changeArguments, refusalError, type CartCaller, type CartChange } from './cart-change';

// Cart writes on PostgreSQL go to the database in batches (docs/adr/0175-cart-writes-in-batches.md):
// the writes this server has waiting go as one call of cart_change_batch (migration 0630), one
// transaction that locks a hot variant's row once for all of them, with their views asked for in
// the same round trip. Fifty shoppers of one variant were fifty transactions queueing for its row
// lock in PostgreSQL's lock manager; now they are a few batches, each a few changes long.

/** One cart write, as cart_change_alone takes it (migration 0620). */
export interface BatchedWrite {
  /** The checkout: a uuid (checked before; any other text would fail the whole batch). */
  id: string;
  change: CartChange;
  caller: CartCaller;
  paymentLockKey: string;
}

/** What became of one write of a batch. */
export type BatchOutcome =
  /** Committed; the checkout's view read after the commit (or why it could not be). */
  | { kind: 'written'; changed: string[]; checkout: PromiseSettledResult<Checkout | null> }
  /** cart_change refused it (nothing of it was written): the error changeCart would throw. */
  | { kind: 'refused'; error: Error }
  /** The batch failed as a whole (not a refusal): nothing of it was written; send it alone. */
  | { kind: 'failed'; error: unknown };

export interface CartWriteBatcher {
  write(write: BatchedWrite): Promise<BatchOutcome>;
}

/** At most this many writes a batch: each is a subtransaction, and a backend caches 64 of them. */
export const MAX_BATCH = 32;
/**
 * Batches in flight at once per server: while they run, new writes wait and go in the next. Two
 * keep both of a small machine's cores busy (one backend runs a batch, its views after it) without
 * bringing back the queue on the row locks.
 */
export const BATCHES_IN_FLIGHT = 2;

// Kept prepared on each connection, as the single change's statement.
const BATCH = 'select change_index, changed, refusal from cart_change_batch($1, $2, $3, $4)';

interface BatchRow {
  change_index: number;
  changed: string[] | null;
  refusal: string | null;
}

interface Waiting {
  write: BatchedWrite;
  done: (outcome: BatchOutcome) => void;
}

/**
 * Gathers cart writes into batches: a write waits for the end of the event loop's turn (writes
 * read in the same turn go together) or, with BATCHES_IN_FLIGHT batches running, for one to end.
 * `view` reads a checkout's answer; it is asked for with the batch and runs after its commit.
 */
export function createCartWriteBatcher(
  db: Database,
  view: (on: Queryable, id: string) => Promise<Checkout | null>,
  { maxBatch = MAX_BATCH, inFlight: maxInFlight = BATCHES_IN_FLIGHT } = {},
): CartWriteBatcher {
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };

  function flush() {
    scheduled = false;
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      inFlight += 1;
      void send(batch).finally(() => {
        inFlight -= 1;
        if (waiting.length > 0) schedule();
      });
    }
  }

  const send = async (batch: Waiting[]): Promise<void> => {
    const changes = JSON.stringify(
      batch.map(({ write }) => ({
        checkout: write.id,
        viewer: write.caller.userId,
        secretHash: write.caller.secretHash,
        lockKey: write.paymentLockKey,
        mode: write.change.mode,
        ...changeArguments(write.change),
      })),
    );
    let outcomes: BatchOutcome[];
    try {
      // The batch and the views leave in one socket write; PostgreSQL runs them in that order,
      // so each view shows its change, read after the batch's commit and outside its locks.
      const [written, views] = await db.pipelined((on) =>
        Promise.all([
          on
            .query<BatchRow>(BATCH, [changes, HOLD_HOURS, ANONYMOUS_HOLD_HOURS, SCARCE_STOCK], {
              prepare: true,
            })
            .then(
              ({ rows }) => ({ ok: true as const, rows }),
              (error: unknown) => ({ ok: false as const, error }),
            ),
          Promise.allSettled(batch.map(({ write }) => view(on, write.id))),
        ]),
      );
      if (!written.ok) {
        outcomes = batch.map(() => ({ kind: 'failed', error: written.error }));
      } else {
        const rows = new Map(written.rows.map((row) => [row.change_index, row]));
        outcomes = batch.map(({ write }, index): BatchOutcome => {
          const row = rows.get(index);
          if (!row)
            return { kind: 'failed', error: new Error(`cart_change_batch did not answer change ${index}`) };
          if (row.refusal !== null)
            return { kind: 'refused', error: refusalError(row.refusal, write.change.mode) };
          return { kind: 'written', changed: row.changed ?? [], checkout: views[index]! };
        });
      }
    } catch (error) {
      outcomes = batch.map(() => ({ kind: 'failed', error }));
    }
    batch.forEach(({ done }, index) => done(outcomes[index]!));
  };

  return {
    write: (write) =>
      new Promise<BatchOutcome>((done) => {
        waiting.push({ write, done });
        schedule();
      }),
  };
}
