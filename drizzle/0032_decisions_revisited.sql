-- Decisions revisited (docs/decisions/0041-decisions-revisited.md).
-- decision_mail_sent_at: when the decision e-mail was last queued to the candidate (sent or resent
-- from the interview page, the candidates row or a bulk action).
-- reviewed_at: when a person first looked at the interview (opened its details, rated it or decided);
-- "Reviewed" in the lists means this, never that the AI assessed.
ALTER TABLE "interviews" ADD COLUMN "decision_mail_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "reviewed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "interviews" AS i SET "reviewed_at" = seen.first_at
FROM (
  SELECT "interview_id", min("created_at") AS first_at FROM "audit_log"
  WHERE "interview_id" IS NOT NULL
    AND "action" IN ('interview.view', 'decision.accept', 'decision.reject', 'member_rating.submit', 'rating.override')
  GROUP BY "interview_id"
) AS seen
WHERE seen."interview_id" = i."id";
--> statement-breakpoint
UPDATE "interviews" SET "reviewed_at" = "decided_at" WHERE "reviewed_at" IS NULL AND "decided_at" IS NOT NULL;
