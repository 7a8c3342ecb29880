-- One score the team owns (docs/decisions/0034-team-score-and-validity.md): interviews.score is the
-- settled Overall Score (team ratings where given, else the assessor's); score_basis says which:
-- 'assessor' (no team rating), 'team' (every competency rated by the team) or 'mixed'.
-- The assessor's own score stays in scorecards.overall_score.
ALTER TABLE "interviews" ADD COLUMN "score_basis" text;
--> statement-breakpoint
UPDATE "interviews" SET "score_basis" = 'assessor' WHERE "score" IS NOT NULL;
