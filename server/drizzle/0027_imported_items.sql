CREATE TABLE "imported_items" (
	"user_id" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"local_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_items_user_id_source_kind_source_id_pk" PRIMARY KEY("user_id","source_kind","source_id")
);
--> statement-breakpoint
ALTER TABLE "imported_items" ADD CONSTRAINT "imported_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;