-- Hand-written (drizzle-kit does not model INCLUDE): a Following page or a profile filtered by a
-- category tests each of the owner's index entries for it (services/desires/feed-filters.ts
-- `ownerRows`); with the categories in the index that test never visits the table either.
DROP INDEX "desires_user_created_idx";--> statement-breakpoint
CREATE INDEX "desires_user_created_idx" ON "desires" USING btree ("user_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("visibility", "status", "reactions_count", "comments_count", "categories");
