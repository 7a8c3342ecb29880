-- Preview as candidate (docs/decisions/0042): an employer runs the real candidate flow on an
-- interview row marked with who previews it and until when. Such rows are no application: the
-- dashboard's counter cache skips them, and every reader of interviews filters them out.
ALTER TABLE "interviews" ADD COLUMN "preview_user_id" text REFERENCES "user"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "preview_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "interviews_preview_expires_idx" ON "interviews" USING btree ("preview_expires_at") WHERE "preview_user_id" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_postings_count_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "job_postings" AS p SET "application_count" = p."application_count" + d.n
    FROM (SELECT "job_posting_id", count(*)::integer AS n FROM new_rows WHERE "preview_user_id" IS NULL GROUP BY "job_posting_id") AS d
    WHERE p."id" = d."job_posting_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "job_postings" AS p SET "application_count" = greatest(p."application_count" - d.n, 0)
    FROM (SELECT "job_posting_id", count(*)::integer AS n FROM old_rows WHERE "preview_user_id" IS NULL GROUP BY "job_posting_id") AS d
    WHERE p."id" = d."job_posting_id";
  ELSIF TG_OP = 'UPDATE' THEN
    IF OLD."preview_user_id" IS NULL THEN
      UPDATE "job_postings" SET "application_count" = greatest("application_count" - 1, 0) WHERE "id" = OLD."job_posting_id";
      UPDATE "job_postings" SET "application_count" = "application_count" + 1 WHERE "id" = NEW."job_posting_id";
    END IF;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "job_postings" SET "application_count" = 0 WHERE "application_count" <> 0;
  END IF;
  RETURN NULL;
END
$$;
