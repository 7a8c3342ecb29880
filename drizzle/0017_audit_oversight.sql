-- Audit log and human oversight (docs/decisions/0020-audit-log-and-oversight.md).
-- Audit rows name the scope (the owning organization, column added by 0016), the posting and interview by id
-- and the candidate only by a salted hash of the e-mail: never an address, a name or an answer,
-- so deleting an interview leaves nothing personal behind in the log.
ALTER TABLE "audit_log" ADD COLUMN "posting_id" uuid;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "interview_id" uuid;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_email_hash" text;
--> statement-breakpoint
CREATE INDEX "audit_log_interview_idx" ON "audit_log" USING btree ("interview_id");
--> statement-breakpoint
CREATE INDEX "audit_log_subject_email_hash_idx" ON "audit_log" USING btree ("subject_email_hash");
--> statement-breakpoint
-- Free text an employer wrote with a logged action (a rejection note) may name the candidate, so it
-- is kept beside the log, tied to the interview: deleting the interview deletes the note, while the
-- audit row keeps its ids, hash and reason code.
CREATE TABLE "audit_notes" (
	"audit_id" uuid PRIMARY KEY NOT NULL REFERENCES "audit_log"("id") ON DELETE CASCADE,
	"interview_id" uuid NOT NULL REFERENCES "interviews"("id") ON DELETE CASCADE,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_notes_interview_idx" ON "audit_notes" USING btree ("interview_id");
--> statement-breakpoint
-- The secret that salts e-mail hashes in the log: generated once, here, and kept only in the database.
CREATE TABLE "audit_salt" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"salt" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "audit_salt" ("id", "salt")
VALUES (1, replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
--> statement-breakpoint
-- Append-only: no UPDATE ever; DELETE only inside a purge transaction that set
-- screenroom.audit_purge = on, and only of rows older than the retention it names (never under 183 days).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keep_days integer;
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('screenroom.audit_purge', true), '') = 'on' THEN
    keep_days := greatest(183, coalesce(nullif(current_setting('screenroom.audit_retention_days', true), '')::integer, 183));
    IF OLD."created_at" < now() - make_interval(days => keep_days) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'audit_log rows are kept at least % days', keep_days;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE FUNCTION "audit_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: TRUNCATE is not allowed';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_no_truncate"();
--> statement-breakpoint
CREATE FUNCTION "audit_notes_no_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit notes cannot be changed';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_notes_no_update" BEFORE UPDATE ON "audit_notes"
FOR EACH ROW EXECUTE FUNCTION "audit_notes_no_update"();
--> statement-breakpoint
-- Human oversight: who decided, when, and why a rejection.
ALTER TABLE "interviews" ADD COLUMN "decided_by" text REFERENCES "user"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "rejection_reason" text;
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "rejection_note" text;
