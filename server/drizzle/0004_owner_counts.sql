CREATE TABLE "desire_owner_counts" (
	"user_id" text NOT NULL,
	"visibility" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desire_owner_counts_user_id_visibility_status_pk" PRIMARY KEY("user_id","visibility","status")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): desire_owner_counts follows every insert, delete
-- and change of visibility or status of desires, like desire_counts in 0001. Rows are touched in key
-- order so that two writers cannot deadlock.
CREATE FUNCTION "desire_owner_counts_add_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_owner_counts" ("user_id", "visibility", "status", "count")
    SELECT "user_id", "visibility", "status", count(*) FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("user_id", "visibility", "status") DO UPDATE SET "count" = "desire_owner_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "desire_owner_counts_remove_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_owner_counts" ("user_id", "visibility", "status", "count")
    SELECT "user_id", "visibility", "status", -count(*) FROM "old_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("user_id", "visibility", "status") DO UPDATE SET "count" = "desire_owner_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "desire_owner_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_owner_counts" ("user_id", "visibility", "status", "count")
    SELECT u, v, s, d FROM (VALUES (OLD."user_id", OLD."visibility", OLD."status", -1), (NEW."user_id", NEW."visibility", NEW."status", 1)) AS t(u, v, s, d) ORDER BY 1, 2, 3
    ON CONFLICT ("user_id", "visibility", "status") DO UPDATE SET "count" = "desire_owner_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "desire_owner_counts_insert" AFTER INSERT ON "desires" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "desire_owner_counts_add_new"();--> statement-breakpoint
CREATE TRIGGER "desire_owner_counts_delete" AFTER DELETE ON "desires" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "desire_owner_counts_remove_old"();--> statement-breakpoint
CREATE TRIGGER "desire_owner_counts_update" AFTER UPDATE OF "user_id", "visibility", "status" ON "desires" FOR EACH ROW
  WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."visibility" IS DISTINCT FROM NEW."visibility" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "desire_owner_counts_move"();--> statement-breakpoint
INSERT INTO "desire_owner_counts" ("user_id", "visibility", "status", "count")
  SELECT "user_id", "visibility", "status", count(*) FROM "desires" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model INCLUDE): the Following feed and a profile's desires walk
-- this index per member and test each entry's visibility, status and popularity; with those columns
-- in the index the walk never visits the table (an index-only scan once vacuum has run).
DROP INDEX "desires_user_created_idx";--> statement-breakpoint
CREATE INDEX "desires_user_created_idx" ON "desires" USING btree ("user_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("visibility", "status", "reactions_count", "comments_count");
