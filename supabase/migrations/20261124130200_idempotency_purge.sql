-- Idempotency keys past their 24 hours were removed only when their own caller came back, so a
-- caller who never returns left rows forever. Each claim now also removes up to 100 expired rows of
-- any caller (the oldest, through an index, skipping rows another transaction holds): the table
-- stays about one day of writes whoever comes back, and no claim scans it.
create index idempotency_keys_created_at_idx on private.idempotency_keys (created_at);

create or replace function private.claim_idempotency_key(key text, request_hash text)
returns table (stored_hash text, response jsonb)
language plpgsql security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  who text := private.idempotency_caller();
  claimed boolean;
begin
  delete from private.idempotency_keys k
  where (k.caller, k.key) in (
    select e.caller, e.key from private.idempotency_keys e
    where e.created_at < now() - interval '24 hours' and not (e.caller = who and e.key = claim_idempotency_key.key)
    order by e.created_at
    limit 100
    for update skip locked
  );
  insert into private.idempotency_keys as k (caller, key, request_hash)
  values (who, claim_idempotency_key.key, claim_idempotency_key.request_hash)
  on conflict on constraint idempotency_keys_pkey do update
    set request_hash = excluded.request_hash, response = null, created_at = now()
    where k.created_at < now() - interval '24 hours'
  returning true into claimed;
  if claimed then
    return;
  end if;
  return query
    select k.request_hash, k.response from private.idempotency_keys k
    where k.caller = who and k.key = claim_idempotency_key.key;
end
$$;
