-- When each recognised word of a recorded answer begins: [{ "word": "...", "start": seconds }].
-- Null for typed answers, for answers recorded before word timings, and when the recogniser reports none.
ALTER TABLE "interview_turns" ADD COLUMN "word_timings" jsonb;
