-- Cart writes in batches (docs/adr/0175-cart-writes-in-batches.md): the cart writes one API server
-- has waiting at a moment, in one statement and one transaction, instead of one transaction each.
--
-- Why: every add and update of the same variant locks that variant's row. Fifty transactions
-- reaching for one row queue in PostgreSQL's lock manager (pg_stat_activity under the bench's
-- load: 45-48 of 50 backends on Lock:tuple), and each hand-over of the lock wakes a waiting
-- backend, which on a machine of few cores waits for the CPU while it holds the lock. The same
-- statements from one client ran 2,400 writes a second, from fifty 500. A batch takes the lock
-- once and runs its changes one after the other, without a wake-up between them.
--
-- p_changes is a JSON array of changes, each the arguments of cart_change_alone (migration 0620):
-- {"checkout", "viewer", "secretHash", "lockKey", "mode", "variants", "lines", "quantities"}.
-- Answers a row per change, in order: its index (from 0), the variants whose holds it moved, and,
-- for a refused change, the JSON detail of its cart_refused (then changed is null).
--
-- Each change runs as cart_change_alone does, in a block of its own (a subtransaction): a refused
-- change changes nothing and the others go on, so a request still changes all it asked for or
-- nothing. Any other error fails the whole batch, which the server then sends change by change.
-- The stock rule is unchanged: each change counts what other carts hold in a new statement, after
-- its variant's lock was granted, so it sees every hold committed before (and the batch's own
-- earlier changes). Nothing is oversold.
--
-- Locks, taken before any change and always in the same order, so two batches (of two servers)
-- and a batch and a single change cannot deadlock: the payment locks of the batch's checkouts (by
-- key), then the checkouts' rows (by id), then the variants' rows (by id, in byte order, the order
-- cart_change takes a single change's variants in). cart_change then takes them again (a
-- transaction already holding a lock gets it at once). The variants of 'set' changes are those of
-- their lines, read once the checkouts are locked (a line changes only under its checkout's lock).
create or replace function cart_change_batch(
  p_changes jsonb,
  p_hold_hours integer,
  p_anonymous_hold_hours integer,
  p_scarce integer
) returns table (change_index integer, changed text[], refusal text)
language plpgsql
volatile
as $$
declare
  v_key text;
  v_change jsonb;
  v_index integer := 0;
  v_changed text[];
  v_message text;
  v_detail text;
begin
  for v_key in
    select k.key from (select distinct x ->> 'lockKey' as key from jsonb_array_elements(p_changes) x) k
    where k.key is not null order by k.key collate "C"
  loop
    perform pg_advisory_xact_lock(hashtextextended(v_key, 0));
  end loop;
  perform 1 from checkouts c
    where c.id in (select (x ->> 'checkout')::uuid from jsonb_array_elements(p_changes) x)
    order by c.id for update;
  perform 1 from shop_variants v
    where v.id in (
      select jsonb_array_elements_text(x -> 'variants') from jsonb_array_elements(p_changes) x
      union
      select l.variant_id from checkout_lines l
        join (select (x ->> 'checkout')::uuid as checkout, jsonb_array_elements_text(x -> 'lines')::uuid as line
                from jsonb_array_elements(p_changes) x where x ->> 'mode' = 'set') s
          on l.id = s.line and l.checkout_id = s.checkout)
    order by v.id collate "C" for update;

  for v_change in select x from jsonb_array_elements(p_changes) x loop
    begin
      v_changed := array(select c.changed_variant from cart_change_alone(
        (v_change ->> 'checkout')::uuid,
        (v_change ->> 'viewer')::uuid,
        v_change ->> 'secretHash',
        v_change ->> 'lockKey',
        v_change ->> 'mode',
        array(select jsonb_array_elements_text(v_change -> 'variants')),
        array(select jsonb_array_elements_text(v_change -> 'lines')::uuid),
        array(select jsonb_array_elements_text(v_change -> 'quantities')::integer),
        p_hold_hours, p_anonymous_hold_hours, p_scarce) c);
      change_index := v_index;
      changed := v_changed;
      refusal := null;
      return next;
    exception when raise_exception then
      get stacked diagnostics v_message = message_text, v_detail = pg_exception_detail;
      if v_message <> 'cart_refused' then
        raise;
      end if;
      change_index := v_index;
      changed := null;
      refusal := v_detail;
      return next;
    end;
    v_index := v_index + 1;
  end loop;
end
$$;
