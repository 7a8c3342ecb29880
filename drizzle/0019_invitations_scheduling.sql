-- Candidate invitations and second-round scheduling (docs/decisions/0022-invitations-and-scheduling.md).
-- Per posting: when a reminder goes out (0 = never), when a personal link expires, and the
-- employer's booking link (Cal.com, Calendly, …) offered in the accept e-mail.
ALTER TABLE "job_postings" ADD COLUMN "invitation_reminder_days" integer DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "invitation_expiry_days" integer DEFAULT 14 NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "booking_url" text;
--> statement-breakpoint
-- One personal link per invited address and posting. Only digests of the link tokens are kept:
-- the first e-mail's token and the reminder's (a fresh one, so both links work).
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_posting_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_token_hash" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"interview_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_reminder_token_hash_unique" UNIQUE("reminder_token_hash"),
	CONSTRAINT "invitations_posting_email_unique" UNIQUE("job_posting_id","email")
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invitations_posting_created_idx" ON "invitations" USING btree ("job_posting_id","created_at" DESC);
--> statement-breakpoint
CREATE INDEX "invitations_interview_idx" ON "invitations" USING btree ("interview_id");
--> statement-breakpoint
CREATE INDEX "invitations_reminder_due_idx" ON "invitations" USING btree ("created_at") WHERE "reminded_at" IS NULL AND "status" IN ('sent', 'opened');
--> statement-breakpoint
-- The second round offered in an accept e-mail: the booking link as sent and/or 1–5 time slots
-- the candidate picks from on a page opened with a personal token (stored as a digest).
CREATE TABLE "second_round_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by" text,
	"booking_url" text,
	"slots" jsonb NOT NULL,
	"chosen_slot" integer,
	"chosen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "second_round_offers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "second_round_offers" ADD CONSTRAINT "second_round_offers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "second_round_offers" ADD CONSTRAINT "second_round_offers_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "second_round_offers_interview_created_idx" ON "second_round_offers" USING btree ("interview_id","created_at" DESC);
