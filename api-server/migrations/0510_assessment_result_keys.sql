-- An anonymous assessment result is read back with a secret its submitter got (result_key), not
-- with the visitor id, which is a label sent with every content call. Only its SHA-256 is kept.
-- Results stored before this have no key: they stay with their rows but no longer answer a visitor.
alter table assessments add column result_key_hash text;
create index assessments_result_key_idx on assessments (result_key_hash);
