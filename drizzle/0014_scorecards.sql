-- Scorecards (docs/decisions/0017-scorecards-wired.md). One current scorecard per interview,
-- replaced on re-assessment; the plan it was assessed against is kept as a snapshot (the
-- published version when the interview recorded one, else the posting's default plan).
CREATE TABLE "scorecards" (
	"interview_id" uuid PRIMARY KEY NOT NULL REFERENCES "interviews"("id") ON DELETE CASCADE,
	"plan_version_id" uuid REFERENCES "interview_plan_versions"("id") ON DELETE SET NULL,
	"plan_version" integer,
	"plan" jsonb NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"competencies" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"overall_score" integer NOT NULL,
	"cv_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_overall_score_range" CHECK ("overall_score" BETWEEN 1 AND 100)
);
--> statement-breakpoint
-- A person's rating of one competency, kept beside the AI's (which is never changed). The
-- latest override of a competency is the one shown; earlier ones stay as history.
CREATE TABLE "rating_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL REFERENCES "interviews"("id") ON DELETE CASCADE,
	"competency_id" text NOT NULL,
	"user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
	"rating" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_overrides_rating_range" CHECK ("rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX "rating_overrides_interview_idx" ON "rating_overrides" USING btree ("interview_id","competency_id","created_at");
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "recommend_threshold" integer DEFAULT 70 NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_recommend_threshold_range" CHECK ("recommend_threshold" BETWEEN 1 AND 100);
