ALTER TABLE "push_deliveries" ADD COLUMN "notice_id" text;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_notice_id_notifications_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;