-- A checkout id is no secret (it is in the thank-you page's address, in logs, in shared links), so
-- it no longer opens a checkout on its own. create-checkout answers a random checkout secret once;
-- the browser sends it with every call about that checkout (header X-Checkout-Secret). Only its
-- SHA-256 is kept. A guest checkout answers only to its holder; one with a user only to that user.
-- Checkouts made before this have no secret: a guest's answers to nobody (the shop starts a new
-- cart), a signed-in shopper's still answers to them.
alter table checkouts add column secret_hash text;
