ALTER TABLE "job_postings" ADD COLUMN "application_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). job_postings.application_count is a
-- counter cache for the dashboard, kept by triggers on interviews so that every
-- writer (candidate intake, retention, cascades, seeds) keeps it right without app code.
-- Existing interviews are counted once; from here on the triggers keep the count.
UPDATE "job_postings" AS p SET "application_count" = c.n
FROM (SELECT "job_posting_id", count(*)::integer AS n FROM "interviews" GROUP BY "job_posting_id") AS c
WHERE c."job_posting_id" = p."id";
--> statement-breakpoint
CREATE FUNCTION "job_postings_count_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "job_postings" AS p SET "application_count" = p."application_count" + d.n
    FROM (SELECT "job_posting_id", count(*)::integer AS n FROM new_rows GROUP BY "job_posting_id") AS d
    WHERE p."id" = d."job_posting_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "job_postings" AS p SET "application_count" = greatest(p."application_count" - d.n, 0)
    FROM (SELECT "job_posting_id", count(*)::integer AS n FROM old_rows GROUP BY "job_posting_id") AS d
    WHERE p."id" = d."job_posting_id";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "job_postings" SET "application_count" = greatest("application_count" - 1, 0) WHERE "id" = OLD."job_posting_id";
    UPDATE "job_postings" SET "application_count" = "application_count" + 1 WHERE "id" = NEW."job_posting_id";
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "job_postings" SET "application_count" = 0 WHERE "application_count" <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "interviews_count_insert" AFTER INSERT ON "interviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_postings_count_applications"();
--> statement-breakpoint
CREATE TRIGGER "interviews_count_delete" AFTER DELETE ON "interviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_postings_count_applications"();
--> statement-breakpoint
CREATE TRIGGER "interviews_count_move" AFTER UPDATE OF "job_posting_id" ON "interviews"
  FOR EACH ROW WHEN (OLD."job_posting_id" IS DISTINCT FROM NEW."job_posting_id")
  EXECUTE FUNCTION "job_postings_count_applications"();
--> statement-breakpoint
CREATE TRIGGER "interviews_count_truncate" AFTER TRUNCATE ON "interviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_postings_count_applications"();
