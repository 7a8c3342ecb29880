-- Shared review (docs/decisions/0024-shared-review.md): each member's rating of an interview per
-- scorecard competency (kept apart from rating_overrides, which override the AI's rating) and the
-- team's comments. Both go with their interview (and so with a deleted candidate).
CREATE TABLE "member_ratings" (
	"interview_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"competency_id" text NOT NULL,
	"rating" integer NOT NULL,
	"note" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_ratings_interview_user_competency_unique" UNIQUE("interview_id","user_id","competency_id"),
	CONSTRAINT "member_ratings_rating_range" CHECK ("member_ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "member_ratings" ADD CONSTRAINT "member_ratings_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_ratings" ADD CONSTRAINT "member_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_comments_body_length" CHECK (char_length("review_comments"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "review_comments_interview_created_idx" ON "review_comments" ("interview_id","created_at");
