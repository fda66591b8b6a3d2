-- An account is signed in only once its email is verified: whoever signs up with an address they
-- do not own must never hold a session on it (account pre-hijacking).

-- A login code mailed to confirm a sign-up (or a password login of an unverified account) keeps
-- the password chosen with it when it is spent. Any other login code that first verifies an
-- account clears the password: the mailbox owner did not choose it.
alter table one_time_codes add column confirms_sign_up boolean not null default false;

-- Sessions that unverified accounts were given before this rule end now.
update sessions set revoked_at = now()
 where revoked_at is null and user_id in (select id from users where not is_verified);
update refresh_tokens set revoked_at = now()
 where revoked_at is null and user_id in (select id from users where not is_verified);
