-- The employer's brand on candidate pages and e-mails (docs/decisions/0025-employer-brand.md).
-- One row per organization; kept beside better-auth's "organization" table so the plugin's
-- own columns stay untouched. The logo bytes live in the blob store under "logo_key".
CREATE TABLE "organization_brands" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"accent_color" text,
	"support_email" text,
	"website_url" text,
	"logo_key" text,
	"logo_content_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_brands_accent_color_check" CHECK ("accent_color" IS NULL OR "accent_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "organization_brands_logo_type_check" CHECK ("logo_content_type" IS NULL OR "logo_content_type" IN ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "organization_brands" ADD CONSTRAINT "organization_brands_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
