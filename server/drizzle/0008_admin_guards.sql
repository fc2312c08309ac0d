CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "admin_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "admin_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "target_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "target_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit_log" USING btree ("created_at");