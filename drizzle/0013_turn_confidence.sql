-- Speech-to-text confidence of a recorded answer (0..1; NULL for typed answers and providers that
-- report none). Whether it counts as low is decided by one threshold in src/core, not stored.
ALTER TABLE "interview_turns" ADD COLUMN "stt_confidence" real;--> statement-breakpoint
-- The plan question (0-based) an interviewer message asks or follows up on; NULL for interviews
-- without a plan version and for the closing line.
ALTER TABLE "interview_turns" ADD COLUMN "question_index" integer;--> statement-breakpoint
-- A follow-up probe keeps its question's number and time limit.
ALTER TABLE "interview_turns" ADD COLUMN "follow_up" boolean DEFAULT false NOT NULL;
