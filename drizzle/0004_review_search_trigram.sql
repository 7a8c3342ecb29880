-- Hand-written (drizzle-kit does not model extensions). Applicant search (issue 6) matches a
-- substring of the candidate's e-mail; a trigram index answers selective substrings without
-- scanning the account's interviews. pg_trgm ships with PostgreSQL, but PGlite only has it when
-- the extension is loaded in JS, and a managed database may refuse CREATE EXTENSION: then this
-- block does nothing and the search uses interviews_posting_email_search_idx (an index-only scan
-- per posting), which is correct and fast enough. See docs/decisions/0005-review.md.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "interviews_email_trgm_idx" ON "interviews" USING gin (lower("candidate_email") gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): applicant search uses the btree index only', SQLERRM;
END
$$;
