CREATE TABLE "share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"desire_id" text,
	"category_id" text,
	"user_id" text NOT NULL,
	"url_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_target_check" CHECK (("share_links"."type" = 'post' and "share_links"."desire_id" is not null and "share_links"."category_id" is null) or ("share_links"."type" = 'folder' and "share_links"."category_id" is not null and "share_links"."desire_id" is null))
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_url_slug_idx" ON "share_links" USING btree ("url_slug");--> statement-breakpoint
CREATE INDEX "share_links_user_created_idx" ON "share_links" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "share_links_desire_idx" ON "share_links" USING btree ("desire_id");--> statement-breakpoint
CREATE INDEX "share_links_category_idx" ON "share_links" USING btree ("category_id");