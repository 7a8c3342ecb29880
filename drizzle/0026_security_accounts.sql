-- Security round 3 (docs/decisions/0028-verified-privileges-and-current-rights.md).
-- A member who leaves or is removed from an organization (by any path: better-auth's remove or
-- leave endpoints, revocation on proof, deleting the organization or the account) keeps no reviewer
-- assignment on that organization's postings.
CREATE FUNCTION "member_removed_drop_assignments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "posting_reviewers" pr
  USING "job_postings" p
  WHERE pr."posting_id" = p."id" AND p."organization_id" = OLD."organization_id" AND pr."user_id" = OLD."user_id";
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "member_removed_drop_assignments" AFTER DELETE ON "member" FOR EACH ROW EXECUTE FUNCTION "member_removed_drop_assignments"();
--> statement-breakpoint
-- Assignments already left behind by earlier removals.
DELETE FROM "posting_reviewers" pr
USING "job_postings" p
WHERE pr."posting_id" = p."id"
  AND NOT EXISTS (SELECT 1 FROM "member" m WHERE m."organization_id" = p."organization_id" AND m."user_id" = pr."user_id");
--> statement-breakpoint
-- A personal slug held by an organization that is not that account's own (squatted before the
-- prefix was reserved) is given up, so the account's real personal organization can have it.
UPDATE "organization" o SET "slug" = 'released-' || o."id"
WHERE o."slug" LIKE 'personal-%'
  AND NOT EXISTS (
    SELECT 1 FROM "member" m WHERE m."organization_id" = o."id" AND 'personal-' || m."user_id" = o."slug"
  );
--> statement-breakpoint
-- "Continue your application": a single-purpose token mailed to the candidate's address, stored
-- only as its SHA-256 digest, that resumes an unfinished interview on any device.
ALTER TABLE "interviews" ADD COLUMN "continue_token_hash" text;
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "continue_token_expires_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_continue_token_idx" ON "interviews" USING btree ("continue_token_hash");
--> statement-breakpoint
-- An application made while an earlier, finished one of the same address still counts (docs/decisions/0028):
-- recorded and shown to the employer as a repeat, never assessed by AI, instead of refused (a refusal told
-- anyone whether an address had applied).
ALTER TABLE "interviews" ADD COLUMN "repeat_of" uuid REFERENCES "interviews"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "interviews_repeat_of_idx" ON "interviews" USING btree ("repeat_of");
