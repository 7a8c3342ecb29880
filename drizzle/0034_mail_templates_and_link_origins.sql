-- Mail that looks like the employer's (docs/decisions/0043-mail-that-looks-like-the-employers.md).
-- An organization's own wording of a candidate e-mail; no row = the default in src/core/mail-templates.ts.
CREATE TABLE "mail_templates" (
	"organization_id" text NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text REFERENCES "user"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_templates_pk" PRIMARY KEY ("organization_id", "kind"),
	CONSTRAINT "mail_templates_kind_check" CHECK ("kind" IN ('invitation', 'reminder', 'confirmation', 'decision_accepted', 'decision_rejected', 'second_round'))
);
--> statement-breakpoint
-- The address the organization's members last used the app at (an allowed origin only), for links
-- in mails that background jobs send to them (digests, notices) when PUBLIC_URL is not set.
CREATE TABLE "organization_link_origins" (
	"organization_id" text PRIMARY KEY NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
	"origin" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The address the candidate used at intake, for links in later mails to them.
ALTER TABLE "interviews" ADD COLUMN "link_origin" text;
--> statement-breakpoint
-- The address the employer used when inviting, for the reminder's link.
ALTER TABLE "invitations" ADD COLUMN "link_origin" text;
--> statement-breakpoint
-- Second round: where it happens, the employer's time zone, and a candidate's cancellation.
ALTER TABLE "second_round_offers" ADD COLUMN "location" text;
--> statement-breakpoint
ALTER TABLE "second_round_offers" ADD COLUMN "meeting_url" text;
--> statement-breakpoint
ALTER TABLE "second_round_offers" ADD COLUMN "time_zone" text;
--> statement-breakpoint
ALTER TABLE "second_round_offers" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "second_round_offers" ADD COLUMN "link_origin" text;
