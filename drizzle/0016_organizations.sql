-- Organizations (docs/decisions/0019-organizations.md): better-auth's organization plugin
-- tables, then every account gets a personal organization it owns and its postings and
-- subscription move there. Nothing is deleted; job_postings.user_id stays as "created by".
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"role" text DEFAULT 'reviewer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_organization_user_unique" UNIQUE("organization_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "member" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "invitation_organization_idx" ON "invitation" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("email");
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;
--> statement-breakpoint
INSERT INTO "organization" ("id", "name", "slug", "created_at")
	SELECT gen_random_uuid()::text, u."name", 'personal-' || u."id", u."created_at" FROM "user" u;
--> statement-breakpoint
INSERT INTO "member" ("id", "organization_id", "user_id", "role", "created_at")
	SELECT gen_random_uuid()::text, o."id", u."id", 'owner', u."created_at"
	FROM "user" u JOIN "organization" o ON o."slug" = 'personal-' || u."id";
--> statement-breakpoint
UPDATE "session" s SET "active_organization_id" = o."id"
	FROM "organization" o WHERE o."slug" = 'personal-' || s."user_id";
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "organization_id" text REFERENCES "organization"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "job_postings" p SET "organization_id" = o."id"
	FROM "organization" o WHERE o."slug" = 'personal-' || p."user_id";
--> statement-breakpoint
ALTER TABLE "job_postings" ALTER COLUMN "organization_id" SET NOT NULL;
--> statement-breakpoint
-- user_id now means "created by": the posting stays with the organization when its author leaves.
ALTER TABLE "job_postings" DROP CONSTRAINT "job_postings_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "job_postings" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
DROP INDEX IF EXISTS "job_postings_owner_created_idx";
--> statement-breakpoint
CREATE INDEX "job_postings_organization_created_idx" ON "job_postings" USING btree ("organization_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
-- One subscription per organization; user_id stays as the member who opened it.
ALTER TABLE "subscriptions" ADD COLUMN "organization_id" text REFERENCES "organization"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "subscriptions" s SET "organization_id" = o."id"
	FROM "organization" o WHERE o."slug" = 'personal-' || s."user_id";
--> statement-breakpoint
INSERT INTO "subscriptions" ("organization_id", "user_id")
	SELECT o."id", m."user_id" FROM "organization" o JOIN "member" m ON m."organization_id" = o."id"
	WHERE NOT EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."organization_id" = o."id");
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_pkey";
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "organization_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("organization_id");
--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "organization_id" text;
--> statement-breakpoint
CREATE INDEX "audit_log_organization_created_idx" ON "audit_log" USING btree ("organization_id","created_at");
--> statement-breakpoint
-- Reviewers see and rate only the postings they are assigned to.
CREATE TABLE "posting_reviewers" (
	"posting_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_reviewers_pk" PRIMARY KEY ("posting_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "posting_reviewers_user_idx" ON "posting_reviewers" USING btree ("user_id");
