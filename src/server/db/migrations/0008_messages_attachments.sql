ALTER TABLE "conversations" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_mime" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_size" integer;--> statement-breakpoint
CREATE INDEX "conversations_empty_listing_idx" ON "conversations" USING btree ("created_at") WHERE "conversations"."reservation_id" is null and "conversations"."last_message_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_attachment_key_key" ON "messages" USING btree ("attachment_key");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attachment_complete" CHECK (("messages"."attachment_key" is null) = ("messages"."attachment_mime" is null) and ("messages"."attachment_key" is null) = ("messages"."attachment_name" is null) and ("messages"."attachment_key" is null) = ("messages"."attachment_size" is null));