-- Voluntary self-identification for bias audits (issue 13), kept apart from the interview:
-- its own table keyed by the interview id, nothing else copied. Only the bias report reads it;
-- review screens and the AI never do. Deleting the interview deletes the answers (cascade).
CREATE TABLE "self_identifications" (
	"interview_id" uuid PRIMARY KEY NOT NULL,
	"sex" text NOT NULL,
	"race_ethnicity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
