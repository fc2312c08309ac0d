ALTER TABLE "notifications" ADD COLUMN "parts" jsonb;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "browser_language" text;