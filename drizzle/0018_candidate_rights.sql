-- Candidate rights (docs/decisions/0021-candidate-rights.md): versioned notices per employer,
-- the notice a candidate consented to, the private "your data" link, one application per
-- candidate per posting with a retake policy, and the employer's submission notifications.
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_owner_version_unique" UNIQUE("owner_id","version")
);
--> statement-breakpoint
-- A notice version is what candidates consented to: it never changes (a new text is a new version).
CREATE FUNCTION "notices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'notice versions are immutable';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notices_no_update" BEFORE UPDATE ON "notices" FOR EACH ROW EXECUTE FUNCTION "notices_immutable"();
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "notice_version_id" uuid;
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_notice_version_id_notices_id_fk" FOREIGN KEY ("notice_version_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "data_token_hash" text;
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "employer_notified_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_data_token_idx" ON "interviews" ("data_token_hash");
--> statement-breakpoint
-- One application per candidate per posting: the intake looks up the candidate's latest one.
CREATE INDEX "interviews_posting_applicant_idx" ON "interviews" ("job_posting_id", "candidate_email", "created_at");
--> statement-breakpoint
-- Submitted interviews the employer has not been told about yet (the daily digest reads these).
CREATE INDEX "interviews_unnotified_idx" ON "interviews" ("job_posting_id") WHERE "submitted_at" IS NOT NULL AND "employer_notified_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "retake_after_days" integer;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "submission_notifications" text DEFAULT 'each' NOT NULL;
