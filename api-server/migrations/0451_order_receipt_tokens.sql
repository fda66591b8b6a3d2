-- Who may see an order's summary (the thank-you page, a repeated completion): its signed-in owner,
-- or the browser that completed it, which sends a random receipt token with the completion and
-- keeps it. Only the token's SHA-256 is kept; orders made before this have none (owner only).
alter table orders add column receipt_token_hash text;
