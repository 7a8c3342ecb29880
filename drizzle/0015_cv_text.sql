-- The CV's extracted text, read in the background after intake (docs/decisions/0018-cv-text-and-everyday-review.md).
-- Stored on the interview row, so every path that deletes the interview deletes the text with it.
ALTER TABLE "interviews" ADD COLUMN "cv_text" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "cv_text_status" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "cv_text_note" text;--> statement-breakpoint
-- Applicant search by name as well as e-mail: the candidate branch of the search reads only this
-- index per owned posting, as an index-only scan (the plain columns are in it because the planner
-- only scans an expression index index-only when the expression's columns are there too). It
-- replaces interviews_posting_email_search_idx, whose keys it starts with.
CREATE INDEX "interviews_posting_candidate_search_idx" ON "interviews" USING btree ("job_posting_id",lower("candidate_email"),lower("full_name"),"candidate_email","full_name","score","created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "interviews_posting_email_search_idx";--> statement-breakpoint
-- On PostgreSQL with pg_trgm (see drizzle/0004_review_search_trigram.sql) a trigram index on the
-- name as well; where the extension is unavailable this does nothing and the btree index serves.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "interviews_name_trgm_idx" ON "interviews" USING gin (lower("full_name") gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): name search uses the btree index only', SQLERRM;
END
$$;
