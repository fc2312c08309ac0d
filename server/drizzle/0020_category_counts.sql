CREATE TABLE "desire_category_counts" (
	"category" text NOT NULL,
	"visibility" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desire_category_counts_category_visibility_status_pk" PRIMARY KEY("category","visibility","status")
);
--> statement-breakpoint
CREATE TABLE "desire_owner_category_counts" (
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"visibility" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desire_owner_category_counts_user_id_category_visibility_status_pk" PRIMARY KEY("user_id","category","visibility","status")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): the counts by category follow every insert, delete
-- and change of owner, categories, visibility, status or hiding of desires, as desire_counts (0001, 0012)
-- and desire_owner_counts (0004, 0013) do; a desire an operator hid counts under 'hidden'; a category
-- named twice in one desire counts once. Rows are touched in key order, the global table before the
-- owners', so that two writers cannot deadlock.
CREATE FUNCTION "desire_category_counts_add_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_category_counts" ("category", "visibility", "status", "count")
    SELECT u."c", CASE WHEN r."hidden_reason" IS NULL THEN r."visibility" ELSE 'hidden' END, r."status", count(*)
    FROM "new_rows" r CROSS JOIN LATERAL (SELECT DISTINCT "c" FROM unnest(r."categories") AS "c") u GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("category", "visibility", "status") DO UPDATE SET "count" = "desire_category_counts"."count" + excluded."count";
  INSERT INTO "desire_owner_category_counts" ("user_id", "category", "visibility", "status", "count")
    SELECT r."user_id", u."c", CASE WHEN r."hidden_reason" IS NULL THEN r."visibility" ELSE 'hidden' END, r."status", count(*)
    FROM "new_rows" r CROSS JOIN LATERAL (SELECT DISTINCT "c" FROM unnest(r."categories") AS "c") u GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("user_id", "category", "visibility", "status") DO UPDATE SET "count" = "desire_owner_category_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "desire_category_counts_remove_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_category_counts" ("category", "visibility", "status", "count")
    SELECT u."c", CASE WHEN r."hidden_reason" IS NULL THEN r."visibility" ELSE 'hidden' END, r."status", -count(*)
    FROM "old_rows" r CROSS JOIN LATERAL (SELECT DISTINCT "c" FROM unnest(r."categories") AS "c") u GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("category", "visibility", "status") DO UPDATE SET "count" = "desire_category_counts"."count" + excluded."count";
  INSERT INTO "desire_owner_category_counts" ("user_id", "category", "visibility", "status", "count")
    SELECT r."user_id", u."c", CASE WHEN r."hidden_reason" IS NULL THEN r."visibility" ELSE 'hidden' END, r."status", -count(*)
    FROM "old_rows" r CROSS JOIN LATERAL (SELECT DISTINCT "c" FROM unnest(r."categories") AS "c") u GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("user_id", "category", "visibility", "status") DO UPDATE SET "count" = "desire_owner_category_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "desire_category_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desire_category_counts" ("category", "visibility", "status", "count")
    SELECT "c", "v", "s", sum("d") FROM (
      SELECT DISTINCT "c", CASE WHEN OLD."hidden_reason" IS NULL THEN OLD."visibility" ELSE 'hidden' END AS "v", OLD."status" AS "s", -1 AS "d" FROM unnest(OLD."categories") AS "c"
      UNION ALL
      SELECT DISTINCT "c", CASE WHEN NEW."hidden_reason" IS NULL THEN NEW."visibility" ELSE 'hidden' END, NEW."status", 1 FROM unnest(NEW."categories") AS "c"
    ) t GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("category", "visibility", "status") DO UPDATE SET "count" = "desire_category_counts"."count" + excluded."count";
  INSERT INTO "desire_owner_category_counts" ("user_id", "category", "visibility", "status", "count")
    SELECT "u", "c", "v", "s", sum("d") FROM (
      SELECT DISTINCT OLD."user_id" AS "u", "c", CASE WHEN OLD."hidden_reason" IS NULL THEN OLD."visibility" ELSE 'hidden' END AS "v", OLD."status" AS "s", -1 AS "d" FROM unnest(OLD."categories") AS "c"
      UNION ALL
      SELECT DISTINCT NEW."user_id", "c", CASE WHEN NEW."hidden_reason" IS NULL THEN NEW."visibility" ELSE 'hidden' END, NEW."status", 1 FROM unnest(NEW."categories") AS "c"
    ) t GROUP BY 1, 2, 3, 4 HAVING sum("d") <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("user_id", "category", "visibility", "status") DO UPDATE SET "count" = "desire_owner_category_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "desire_category_counts_insert" AFTER INSERT ON "desires" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "desire_category_counts_add_new"();--> statement-breakpoint
CREATE TRIGGER "desire_category_counts_delete" AFTER DELETE ON "desires" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "desire_category_counts_remove_old"();--> statement-breakpoint
CREATE TRIGGER "desire_category_counts_update" AFTER UPDATE OF "user_id", "categories", "visibility", "status", "hidden_reason" ON "desires" FOR EACH ROW
  WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."categories" IS DISTINCT FROM NEW."categories" OR OLD."visibility" IS DISTINCT FROM NEW."visibility"
    OR OLD."status" IS DISTINCT FROM NEW."status" OR (OLD."hidden_reason" IS NULL) IS DISTINCT FROM (NEW."hidden_reason" IS NULL))
  EXECUTE FUNCTION "desire_category_counts_move"();--> statement-breakpoint
INSERT INTO "desire_category_counts" ("category", "visibility", "status", "count")
  SELECT u."c", CASE WHEN d."hidden_reason" IS NULL THEN d."visibility" ELSE 'hidden' END, d."status", count(*)
  FROM "desires" d CROSS JOIN LATERAL (SELECT DISTINCT "c" FROM unnest(d."categories") AS "c") u GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "desire_owner_category_counts" ("user_id", "category", "visibility", "status", "count")
  SELECT d."user_id", u."c", CASE WHEN d."hidden_reason" IS NULL THEN d."visibility" ELSE 'hidden' END, d."status", count(*)
  FROM "desires" d CROSS JOIN LATERAL (SELECT DISTINCT "c" FROM unnest(d."categories") AS "c") u GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
