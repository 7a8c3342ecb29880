ALTER TABLE "subscriptions" ADD COLUMN "stripe_event_at" timestamp with time zone;
