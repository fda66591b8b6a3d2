-- docs/product.md §6 names two trusted roles: "an admin or editor sees the A/B overlay with an Edit link".
-- Admins may do what editors may (A/B content, remote-load figures); how roles are assigned is not
-- shown (docs/product.md §6), so only the seed and the database set them.
alter table users drop constraint users_role_check;
alter table users add constraint users_role_check check (role in ('customer', 'editor', 'admin'));
