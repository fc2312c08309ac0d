CREATE TABLE "member_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "member_mutes" (
	"muter_id" text NOT NULL,
	"muted_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_mutes_muter_id_muted_id_pk" PRIMARY KEY("muter_id","muted_id")
);
--> statement-breakpoint
CREATE TABLE "saved_desires" (
	"user_id" text NOT NULL,
	"desire_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_desires_user_id_desire_id_pk" PRIMARY KEY("user_id","desire_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reporter_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_owner_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "desires" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_mutes" ADD CONSTRAINT "member_mutes_muter_id_users_id_fk" FOREIGN KEY ("muter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_mutes" ADD CONSTRAINT "member_mutes_muted_id_users_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_desires" ADD CONSTRAINT "saved_desires_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_desires" ADD CONSTRAINT "saved_desires_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_owner_id_users_id_fk" FOREIGN KEY ("target_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "member_mutes_muted_idx" ON "member_mutes" USING btree ("muted_id");--> statement-breakpoint
CREATE INDEX "saved_desires_user_created_idx" ON "saved_desires" USING btree ("user_id","created_at" DESC NULLS FIRST,"desire_id");--> statement-breakpoint
CREATE INDEX "saved_desires_desire_idx" ON "saved_desires" USING btree ("desire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_target_idx" ON "reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_status_target_idx" ON "reports" USING btree ("status","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_owner_idx" ON "reports" USING btree ("target_owner_id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model INCLUDE): the owner's index carries hidden_reason too, so
-- that the visibility rule's "not hidden, or the reader's own" never visits the table on a Following page.
DROP INDEX "desires_user_created_idx";--> statement-breakpoint
CREATE INDEX "desires_user_created_idx" ON "desires" USING btree ("user_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("visibility", "status", "reactions_count", "comments_count", "categories", "hidden_reason");--> statement-breakpoint
-- Hand-written: desire_counts keeps a desire an operator hid under the visibility 'hidden', so that the
-- public totals leave it out and the all-desires totals keep it. Same lock order as migration 0001.
CREATE OR REPLACE FUNCTION "desire_counts_add_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_counts" ("visibility", "status", "count")
    SELECT CASE WHEN "hidden_reason" IS NULL THEN "visibility" ELSE 'hidden' END, "status", count(*) FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("visibility", "status") DO UPDATE SET "count" = "desire_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "desire_counts_remove_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_counts" ("visibility", "status", "count")
    SELECT CASE WHEN "hidden_reason" IS NULL THEN "visibility" ELSE 'hidden' END, "status", -count(*) FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("visibility", "status") DO UPDATE SET "count" = "desire_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "desire_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_counts" ("visibility", "status", "count")
    SELECT v, s, sum(d) FROM (VALUES
      (CASE WHEN OLD."hidden_reason" IS NULL THEN OLD."visibility" ELSE 'hidden' END, OLD."status", -1),
      (CASE WHEN NEW."hidden_reason" IS NULL THEN NEW."visibility" ELSE 'hidden' END, NEW."status", 1)) AS t(v, s, d)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("visibility", "status") DO UPDATE SET "count" = "desire_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "desire_counts_update" ON "desires";--> statement-breakpoint
CREATE TRIGGER "desire_counts_update" AFTER UPDATE OF "visibility", "status", "hidden_reason" ON "desires" FOR EACH ROW
  WHEN (OLD."visibility" IS DISTINCT FROM NEW."visibility" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR (OLD."hidden_reason" IS NULL) IS DISTINCT FROM (NEW."hidden_reason" IS NULL))
  EXECUTE FUNCTION "desire_counts_move"();
