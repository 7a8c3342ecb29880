-- Issue #22, finding 14: the knock-out answer is kept on the application, and an answer that
-- ended an application is binding for that address (salted hash only) and posting.
ALTER TABLE "interviews" ADD COLUMN "knockout_answer" text;
--> statement-breakpoint
CREATE TABLE "knockout_refusals" (
  "job_posting_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
  "email_hash" text NOT NULL,
  "answer" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "knockout_refusals_pk" PRIMARY KEY ("job_posting_id", "email_hash")
);
