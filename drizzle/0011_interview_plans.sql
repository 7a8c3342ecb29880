-- Interview plans (issue 11 Part B). One editable draft per posting, and published versions
-- numbered 1, 2, … per posting that never change; an interview records the version it was
-- started with (NULL for interviews from before plans, and for postings never published).
CREATE TABLE "interview_plans" (
	"job_posting_id" uuid PRIMARY KEY NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
	"draft" jsonb NOT NULL,
	"draft_source" text DEFAULT 'generated' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_plan_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_posting_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"published_by" text REFERENCES "user"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_plan_versions_posting_version_unique" UNIQUE("job_posting_id","version")
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "plan_version_id" uuid REFERENCES "interview_plan_versions"("id");
--> statement-breakpoint
CREATE INDEX "interviews_plan_version_idx" ON "interviews" USING btree ("plan_version_id");
--> statement-breakpoint
-- Hand-written: a published version is immutable (only "published_by" may be cleared when its
-- user is deleted); deleting its posting removes it.
CREATE FUNCTION "interview_plan_versions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."plan" IS DISTINCT FROM OLD."plan" OR NEW."version" <> OLD."version"
     OR NEW."job_posting_id" <> OLD."job_posting_id" OR NEW."created_at" <> OLD."created_at" THEN
    RAISE EXCEPTION 'published interview plan versions cannot be changed';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "interview_plan_versions_no_update" BEFORE UPDATE ON "interview_plan_versions"
FOR EACH ROW EXECUTE FUNCTION "interview_plan_versions_immutable"();
