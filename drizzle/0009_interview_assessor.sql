-- Which assessor wrote an interview's feedback (builtin rule-based, or an OpenAI-compatible model).
ALTER TABLE "interviews" ADD COLUMN "assessor_kind" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "assessor_model" text;--> statement-breakpoint
-- Feedback written before this column existed: the builtin assessor's text opened with its notice.
UPDATE "interviews" SET "assessor_kind" = 'builtin' WHERE "ai_feedback" LIKE 'This is a rule-based assessment by the builtin offline assessor:%';--> statement-breakpoint
UPDATE "interviews" SET "assessor_kind" = 'openai-compatible' WHERE "assessor_kind" IS NULL AND "ai_feedback" IS NOT NULL;
