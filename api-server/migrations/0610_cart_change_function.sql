-- A cart write in one statement (docs/adr/0160-cart-writes-one-statement.md): the checkout's
-- touch, the lines and the stock check run in the database, so a variant's row lock lasts one
-- statement (no client round trip while it is held) instead of a whole transaction with the
-- cart's view built inside it. The rules are those of docs/product.md and shop/stock-holds.ts:
-- a line holds its units while its open checkout changed within the hold (hours given by the
-- caller), a variant with at most p_scarce units goes at most half of them (at least one) to one
-- cart, and a refused change changes nothing (the exception rolls the statement back).
--
-- Refusals raise 'cart_refused' with a JSON detail the server turns into the product's message:
-- {"reason": "payments"} (the caller must take the checkout's payment path), "checkout" (no such
-- open checkout), "line" (a line not in it), "duplicate" (a line listed twice), "variant" (no
-- such variant), or "stock" with the
-- variant, its stock, what others leave available, what this cart has, the per-cart cap and the
-- names the message shows.
-- Answers the variants whose holds moved.
create or replace function cart_change(
  p_checkout uuid,
  -- The checkout's payment lock key; null when the caller holds that lock and checked payments.
  p_lock_key text,
  -- 'add' (p_variants, in id order), 'set' (p_lines; 0 deletes) or 'delete' (p_lines).
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
  v_variant text;
  v_stock integer;
  v_available integer;
  v_own integer;
  v_per_cart integer;
  v_wanted integer;
  v_changed text[] := '{}';
  v_count integer;
  i integer;
begin
  if p_lock_key is not null then
    -- Waits for a payment of this checkout being begun or settled (payment-freeze.ts): the same
    -- key as its session lock. A checkout with live payments takes that slower path instead.
    perform pg_advisory_xact_lock(hashtextextended(p_lock_key, 0));
    if exists (select 1 from payments p where p.checkout_id = p_checkout and p.status in ('pending', 'succeeded')) then
      raise exception 'cart_refused' using detail = json_build_object('reason', 'payments')::text;
    end if;
  end if;

  -- Locks the checkout (one writer per cart) and restarts its hold.
  update checkouts set updated_at = now() where id = p_checkout and status = 'open';
  if not found then
    raise exception 'cart_refused' using detail = json_build_object('reason', 'checkout')::text;
  end if;

  if p_mode = 'set' and (select count(distinct x) from unnest(p_lines) x) <> cardinality(p_lines) then
    raise exception 'cart_refused' using detail = json_build_object('reason', 'duplicate')::text;
  end if;

  if p_mode = 'delete' then
    with gone as (
      delete from checkout_lines l where l.checkout_id = p_checkout and l.id = any (p_lines) returning l.variant_id
    )
    select coalesce(array_agg(gone.variant_id), '{}'), count(*) into v_changed, v_count from gone;
    if v_count <> cardinality(p_lines) then
      raise exception 'cart_refused' using detail = json_build_object('reason', 'line')::text;
    end if;
    return query select unnest(v_changed);
    return;
  end if;

  for i in 1 .. coalesce(cardinality(p_quantities), 0) loop
    if p_mode = 'set' then
      select l.variant_id into v_variant from checkout_lines l where l.id = p_lines[i] and l.checkout_id = p_checkout;
      if not found then
        raise exception 'cart_refused' using detail = json_build_object('reason', 'line')::text;
      end if;
      if p_quantities[i] = 0 then
        delete from checkout_lines l where l.id = p_lines[i];
        v_changed := v_changed || v_variant;
        continue;
      end if;
    else
      v_variant := p_variants[i];
    end if;

    -- Two carts reaching for the last unit take turns here, for the rest of this statement only.
    select v.stock into v_stock from shop_variants v where v.id = v_variant for update;
    if not found then
      raise exception 'cart_refused' using detail = json_build_object('reason', 'variant', 'variant', v_variant)::text;
    end if;
    -- A new statement of a volatile function: a new snapshot under READ COMMITTED, which sees
    -- every hold committed before the lock was granted.
    select greatest(v_stock - coalesce(sum(l.quantity), 0), 0)::integer into v_available
      from checkout_lines l join checkouts c on c.id = l.checkout_id
     where l.variant_id = v_variant and c.status = 'open' and c.id <> p_checkout
       and c.updated_at > now() - make_interval(hours => case when c.email is null and c.user_id is null
             then p_anonymous_hold_hours else p_hold_hours end);
    select coalesce((select l.quantity from checkout_lines l where l.checkout_id = p_checkout and l.variant_id = v_variant), 0)
      into v_own;
    v_per_cart := case when v_stock <= p_scarce then greatest(1, v_stock / 2) end;
    v_wanted := case when p_mode = 'add' then v_own + p_quantities[i] else p_quantities[i] end;
    if v_wanted > v_available or v_wanted > coalesce(v_per_cart, v_wanted) then
      raise exception 'cart_refused' using detail = json_build_object(
        'reason', 'stock', 'variant', v_variant, 'stock', v_stock, 'available', v_available,
        'own', v_own, 'perCart', v_per_cart,
        'names', (select p.name || ' (' || v.name || ')' from shop_variants v join shop_products p on p.id = v.product_id
                   where v.id = v_variant))::text;
    end if;
    insert into checkout_lines (checkout_id, variant_id, quantity) values (p_checkout, v_variant, v_wanted)
      on conflict (checkout_id, variant_id) do update set quantity = excluded.quantity;
    v_changed := v_changed || v_variant;
  end loop;
  return query select unnest(v_changed);
end
$$;
