-- A paid checkout whose stock ran out before completion (a cart left past its hold, a stock
-- correction) is refunded through its gateway instead of being kept silently: the attempt is
-- marked 'refunded' with the reason, and the shopper is told so.
alter table payments drop constraint payments_status_check;
alter table payments
  add constraint payments_status_check
  check (status in ('pending', 'succeeded', 'declined', 'cancelled', 'refunded'));

-- What the client's gateway step needs, as the gateway's begin() returned it (a real Stripe
-- PaymentIntent's client secret, a PayPal order id); older rows derive it from the reference.
alter table payments add column client_data jsonb;
