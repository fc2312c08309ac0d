CREATE TABLE "live_presence" (
	"socket_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"visible_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_digests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pending_since" timestamp with time zone,
	"covered_until" timestamp with time zone,
	"next_allowed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "email_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_digests" ADD CONSTRAINT "email_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_presence_user_idx" ON "live_presence" USING btree ("user_id","visible_until");--> statement-breakpoint
CREATE INDEX "email_digests_pending_idx" ON "email_digests" USING btree ("pending_since") WHERE "email_digests"."pending_since" is not null;