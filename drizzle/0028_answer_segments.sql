-- Speech segments of an answer, uploaded while the candidate speaks and transcribed at once
-- (docs/decisions/0030-turn-taking-and-segments.md). One row per (interview, answer seq, index):
-- a retried upload finds its row and adds nothing. `text` is NULL while the segment is being
-- transcribed; the answer's transcript is the segments' texts in index order.
CREATE TABLE "answer_segments" (
	"interview_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"idx" integer NOT NULL,
	"text" text,
	"stt_confidence" real,
	"word_timings" jsonb,
	"start_ms" integer,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transcribed_at" timestamp with time zone,
	CONSTRAINT "answer_segments_interview_id_seq_idx_pk" PRIMARY KEY("interview_id","seq","idx")
);
--> statement-breakpoint
ALTER TABLE "answer_segments" ADD CONSTRAINT "answer_segments_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
