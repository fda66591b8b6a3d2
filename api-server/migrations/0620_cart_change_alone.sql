-- cart_change sent alone, as its own transaction (docs/adr/0161-cart-writes-prepared-and-async.md):
-- the same function, committed without waiting for the WAL to reach the disk. A variant's row lock
-- lasts until the commit, so with a synchronous commit every cart reaching for the same variant
-- also queued behind each holder's disk flush (pg_stat_activity under load: one backend on
-- IO:WALSync, the rest on Lock:tuple). Without that wait the lock lasts the statement alone.
--
-- What it gives up: on a crash of PostgreSQL or its machine (not on a clean restart) the cart
-- changes of the last moment (at most three wal_writer_delay, 600 ms by default) may be lost.
-- Never an oversell: the WAL is one sequence, so what survives is a prefix of the commits (a
-- change never survives without the holds it was checked against), and every order and payment
-- commits synchronously, which flushes every cart change before it.
create or replace function cart_change_alone(
  p_checkout uuid,
  p_lock_key text,
  p_mode text,
  p_variants text[],
  p_lines uuid[],
  p_quantities integer[],
  p_hold_hours integer,
  p_anonymous_hold_hours integer,
  p_scarce integer
) returns table (changed_variant text)
language plpgsql
volatile
as $$
begin
  -- Local to this transaction, which is this statement's alone: read at its commit.
  perform set_config('synchronous_commit', 'off', true);
  return query select c.changed_variant from cart_change(p_checkout, p_lock_key, p_mode, p_variants, p_lines,
    p_quantities, p_hold_hours, p_anonymous_hold_hours, p_scarce) c;
end
$$;
