CREATE TABLE "occasion_reminders" (
	"occasion_id" text NOT NULL,
	"follower_id" text NOT NULL,
	"falls_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasion_reminders_occasion_id_follower_id_falls_on_days_before_pk" PRIMARY KEY("occasion_id","follower_id","falls_on","days_before")
);
--> statement-breakpoint
CREATE TABLE "occasion_sweeps" (
	"name" text PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"yearly" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'followers' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"desire_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledges_desire_id_user_id_pk" PRIMARY KEY("desire_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "desires" ADD COLUMN "surprise" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "desires" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desires" ADD COLUMN "reveal_on" date;--> statement-breakpoint
ALTER TABLE "desires" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "desires" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "desires" ADD COLUMN "pledged_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "desires" ADD COLUMN "pledge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "desires" ADD COLUMN "occasion_id" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "surprise_by_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occasion_reminders_follower_idx" ON "occasion_reminders" USING btree ("follower_id");--> statement-breakpoint
CREATE INDEX "occasions_user_idx" ON "occasions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "pledges_user_idx" ON "pledges" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "desires" ADD CONSTRAINT "desires_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desires_reveal_on_idx" ON "desires" USING btree ("reveal_on") WHERE "desires"."surprise" and "desires"."revealed_at" is null and "desires"."reveal_on" is not null;--> statement-breakpoint
CREATE INDEX "desires_occasion_idx" ON "desires" USING btree ("occasion_id") WHERE "desires"."occasion_id" is not null;;--> statement-breakpoint
-- Pledges never add up past the price: the last word is the database's, whatever two requests do at once.
ALTER TABLE "desires" ADD CONSTRAINT "desires_pledged_within_price" CHECK ("pledged_cents" = 0 OR "pledged_cents" <= "price_cents");