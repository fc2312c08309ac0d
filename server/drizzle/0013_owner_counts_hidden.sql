-- Hand-written (drizzle-kit does not model triggers): desire_owner_counts keeps a desire an operator hid
-- under the visibility 'hidden', as desire_counts does since 0012, so that a Following tab's total
-- leaves it out as its pages do. Same lock order as migration 0004.
CREATE OR REPLACE FUNCTION "desire_owner_counts_add_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_owner_counts" ("user_id", "visibility", "status", "count")
    SELECT "user_id", CASE WHEN "hidden_reason" IS NULL THEN "visibility" ELSE 'hidden' END, "status", count(*) FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("user_id", "visibility", "status") DO UPDATE SET "count" = "desire_owner_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "desire_owner_counts_remove_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_owner_counts" ("user_id", "visibility", "status", "count")
    SELECT "user_id", CASE WHEN "hidden_reason" IS NULL THEN "visibility" ELSE 'hidden' END, "status", -count(*) FROM "old_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("user_id", "visibility", "status") DO UPDATE SET "count" = "desire_owner_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "desire_owner_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_owner_counts" ("user_id", "visibility", "status", "count")
    SELECT u, v, s, sum(d) FROM (VALUES
      (OLD."user_id", CASE WHEN OLD."hidden_reason" IS NULL THEN OLD."visibility" ELSE 'hidden' END, OLD."status", -1),
      (NEW."user_id", CASE WHEN NEW."hidden_reason" IS NULL THEN NEW."visibility" ELSE 'hidden' END, NEW."status", 1)) AS t(u, v, s, d)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("user_id", "visibility", "status") DO UPDATE SET "count" = "desire_owner_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "desire_owner_counts_update" ON "desires";--> statement-breakpoint
CREATE TRIGGER "desire_owner_counts_update" AFTER UPDATE OF "user_id", "visibility", "status", "hidden_reason" ON "desires" FOR EACH ROW
  WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."visibility" IS DISTINCT FROM NEW."visibility" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR (OLD."hidden_reason" IS NULL) IS DISTINCT FROM (NEW."hidden_reason" IS NULL))
  EXECUTE FUNCTION "desire_owner_counts_move"();--> statement-breakpoint
-- The desires hidden before this migration move to 'hidden' in one pass (in key order, as the triggers lock).
DELETE FROM "desire_owner_counts";--> statement-breakpoint
INSERT INTO "desire_owner_counts" ("user_id", "visibility", "status", "count")
  SELECT "user_id", CASE WHEN "hidden_reason" IS NULL THEN "visibility" ELSE 'hidden' END, "status", count(*) FROM "desires" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
