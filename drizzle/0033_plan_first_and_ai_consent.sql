-- Plan-first postings and a separate consent to the AI assessment (issue #27; docs/decisions/0042).
-- job_postings.plan_published_at: when the posting's plan was first published (a plan version, or
-- the default interview published explicitly). A posting takes candidates only once it is set.
-- Postings that existed before this migration were taking candidates already (on their published
-- plan or on the default interview): they stay open, from their creation time.
ALTER TABLE "job_postings" ADD COLUMN "plan_published_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "job_postings" SET "plan_published_at" = "created_at";
--> statement-breakpoint
-- interviews.ai_assessment_consent_at: when the candidate ticked the separate consent to the AI
-- assessment at intake; it was given for the notice version in interviews.notice_version_id.
-- Interviews from before this migration consented through the one instructions checkbox (null here).
ALTER TABLE "interviews" ADD COLUMN "ai_assessment_consent_at" timestamp with time zone;
