CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"desire_id" text NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desire_counts" (
	"visibility" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desire_counts_visibility_status_pk" PRIMARY KEY("visibility","status")
);
--> statement-breakpoint
CREATE TABLE "desire_shares" (
	"desire_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "desire_shares_desire_id_user_id_pk" PRIMARY KEY("desire_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "desires" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"estimated_cost" text,
	"cover_image" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'desire' NOT NULL,
	"source_url" text,
	"event_name" text,
	"fulfillment_type" text,
	"reactions_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillments" (
	"id" text PRIMARY KEY NOT NULL,
	"desire_id" text NOT NULL,
	"user_id" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"id" text PRIMARY KEY NOT NULL,
	"desire_id" text NOT NULL,
	"user_id" text NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"followee_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"recipient_id" text NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"from_user_id" text,
	"desire_id" text,
	"related_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"default_visibility" text DEFAULT 'public' NOT NULL,
	"show_my_activity" boolean DEFAULT true NOT NULL,
	"notify_followers" boolean DEFAULT true NOT NULL,
	"notify_reactions" boolean DEFAULT true NOT NULL,
	"notify_comments" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desire_shares" ADD CONSTRAINT "desire_shares_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desire_shares" ADD CONSTRAINT "desire_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desires" ADD CONSTRAINT "desires_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD CONSTRAINT "fulfillments_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD CONSTRAINT "fulfillments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_desire_created_idx" ON "comments" USING btree ("desire_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "desire_shares_user_idx" ON "desire_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "desires_visibility_created_idx" ON "desires" USING btree ("visibility","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "desires_visibility_status_created_idx" ON "desires" USING btree ("visibility","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "desires_user_created_idx" ON "desires" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "desires_categories_idx" ON "desires" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "desires_trending_idx" ON "desires" USING btree ("visibility",("reactions_count" + "comments_count") desc,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillments_desire_idx" ON "fulfillments" USING btree ("desire_id","created_at");--> statement-breakpoint
CREATE INDEX "fulfillments_user_idx" ON "fulfillments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_desire_user_idx" ON "reactions" USING btree ("desire_id","user_id");--> statement-breakpoint
CREATE INDEX "reactions_user_idx" ON "reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): desire_counts follows every insert, delete and
-- change of visibility or status of desires, cascades included, so totals never need a full count.
-- Rows are touched in (visibility, status) order so that two writers cannot deadlock.
CREATE FUNCTION "desire_counts_add_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_counts" ("visibility", "status", "count")
    SELECT "visibility", "status", count(*) FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("visibility", "status") DO UPDATE SET "count" = "desire_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "desire_counts_remove_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_counts" ("visibility", "status", "count")
    SELECT "visibility", "status", -count(*) FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("visibility", "status") DO UPDATE SET "count" = "desire_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "desire_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_counts" ("visibility", "status", "count")
    SELECT v, s, d FROM (VALUES (OLD."visibility", OLD."status", -1), (NEW."visibility", NEW."status", 1)) AS t(v, s, d) ORDER BY 1, 2
    ON CONFLICT ("visibility", "status") DO UPDATE SET "count" = "desire_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "desire_counts_insert" AFTER INSERT ON "desires" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "desire_counts_add_new"();--> statement-breakpoint
CREATE TRIGGER "desire_counts_delete" AFTER DELETE ON "desires" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "desire_counts_remove_old"();--> statement-breakpoint
CREATE TRIGGER "desire_counts_update" AFTER UPDATE OF "visibility", "status" ON "desires" FOR EACH ROW
  WHEN (OLD."visibility" IS DISTINCT FROM NEW."visibility" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "desire_counts_move"();
