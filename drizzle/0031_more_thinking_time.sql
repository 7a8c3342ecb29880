-- "I need more time to think" (issue #23, docs/decisions/0037-practice-and-more-time.md): the
-- candidate's request for a longer thinking pause, an accommodation the employer sees on the
-- interview. NULL: not requested (or withdrawn); otherwise when it was asked for.
ALTER TABLE "interviews" ADD COLUMN "more_time_requested_at" timestamp with time zone;--> statement-breakpoint

-- Recovery race (docs/decisions/0030, "Recovery"): every `continue` of an answer raises the
-- interview's answer generation; an end of turn declared under an older generation (still in
-- flight when the candidate went on speaking) is refused instead of storing half an answer.
ALTER TABLE "interviews" ADD COLUMN "answer_generation" integer DEFAULT 0 NOT NULL;
