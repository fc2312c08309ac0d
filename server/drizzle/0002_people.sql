ALTER TABLE "users" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_desire_idx" ON "notifications" USING btree ("desire_id");--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
-- Hand-written: the notices written before actor_id existed get their maker. A named sender is the
-- actor; an anonymous offer's notice takes the member whose anonymous offer on that desire it told of.
UPDATE "notifications" SET "actor_id" = "from_user_id" WHERE "actor_id" IS NULL AND "from_user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" AS n SET "actor_id" = f."user_id"
  FROM "fulfillments" AS f
  WHERE n."actor_id" IS NULL AND n."from_user_id" IS NULL AND n."type" = 'fulfillment'
    AND f."desire_id" = n."desire_id" AND f."anonymous" AND f."user_id" <> n."recipient_id";
