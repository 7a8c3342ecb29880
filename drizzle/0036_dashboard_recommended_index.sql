-- The dashboard's Recommended count (src/server/modules/postings/get-dashboard.ts) reads, per posting,
-- the assessed interviews scoring at least the posting's threshold. Partial on feedback_status = 'done'
-- and ordered by score, it is an index-only range count: no heap read per interview (the older
-- interviews_posting_score_idx made the count fetch every interview row to check its feedback status).
CREATE INDEX IF NOT EXISTS "interviews_posting_recommended_idx" ON "interviews" USING btree ("job_posting_id","score") WHERE "interviews"."feedback_status" = 'done';
