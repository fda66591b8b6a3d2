-- cart_change sent alone, as its own transaction (docs/adr/0161-cart-writes-prepared-and-async.md):
-- the checkout guard's check (checkout-access.ts) and the same function in one round trip,
-- committed without waiting for the WAL to reach the disk.
--
-- The guard's rule, as checkoutAccess in checkout-access.ts writes it (each cites the other): a
-- checkout with a user answers only to that user (p_viewer); a guest checkout only to the holder
-- of its secret (p_secret_hash, the SHA-256 the server computed of the one sent), and a signed-in
-- holder takes an open one over. Anyone else is refused {"reason": "access", "owned": ...} before
-- anything is read or written for them, which the server answers as the guard did: 404, or 401
-- when the checkout is a user's and the request's token was stale.
-- A variant's row lock
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
  p_viewer uuid,
  p_secret_hash text,
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
declare
  v_user uuid;
  v_hash text;
  v_changed text[];
begin
  -- Not locked here: cart_change takes the payment lock before the checkout's row, as the payment
  -- steps do (the other order could deadlock with them). An owner changed between this read and
  -- the write lets one last write of the former holder through, as the guard's read before did.
  select c.user_id, c.secret_hash into v_user, v_hash from checkouts c where c.id = p_checkout;
  if not found then
    raise exception 'cart_refused' using detail = json_build_object('reason', 'checkout')::text;
  end if;
  if v_user is not null then
    if p_viewer is distinct from v_user then
      raise exception 'cart_refused' using detail = json_build_object('reason', 'access', 'owned', true)::text;
    end if;
  elsif v_hash is null or p_secret_hash is null or v_hash <> p_secret_hash then
    raise exception 'cart_refused' using detail = json_build_object('reason', 'access', 'owned', false)::text;
  end if;
  -- Local to this transaction, which is this statement's alone: read at its commit.
  perform set_config('synchronous_commit', 'off', true);
  v_changed := array(select c.changed_variant from cart_change(p_checkout, p_lock_key, p_mode, p_variants,
    p_lines, p_quantities, p_hold_hours, p_anonymous_hold_hours, p_scarce) c);
  -- A signed-in holder of a guest checkout's secret takes it over; after cart_change, whose locks
  -- (the payment lock, then the checkout's row) come first.
  if v_user is null and p_viewer is not null then
    update checkouts set user_id = p_viewer where id = p_checkout and user_id is null and status = 'open';
  end if;
  return query select unnest(v_changed);
end
$$;
