CREATE TABLE "conversation_message_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"storage_folder" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_message_images_position_check" CHECK ("conversation_message_images"."position" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "conversation_message_images" ADD CONSTRAINT "conversation_message_images_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_message_images_message_position_key" ON "conversation_message_images" USING btree ("message_id","position");
