-- Which server answers a user message: a lease taken in the database (ADR 0120). A message
-- resent through another server while it is answered finds the lease and starts no second AI
-- generation; a server that stopped mid-answer lets it lapse, so a later resend is answered.
alter table chat_messages add column answer_claimed_until timestamptz;
