CREATE TABLE "chat_messages" (
	"message_seq" serial PRIMARY KEY NOT NULL,
	"chatting_room_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sender" text NOT NULL,
	"staff_seq" integer,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"media_seqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inquiry" jsonb,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"chatting_room_id" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"user_read_seq" integer DEFAULT 0 NOT NULL,
	"shop_read_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"user_pinned" boolean DEFAULT false NOT NULL,
	"user_muted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"hours" jsonb,
	"not_operation_time_message" text NOT NULL,
	"inquiry_form" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_staff_tickets" (
	"ticket_seq" serial PRIMARY KEY NOT NULL,
	"staff_seq" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chatting_room_id_chat_rooms_chatting_room_id_fk" FOREIGN KEY ("chatting_room_id") REFERENCES "public"."chat_rooms"("chatting_room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_staff_tickets" ADD CONSTRAINT "chat_staff_tickets_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_seq_uq" ON "chat_messages" USING btree ("chatting_room_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("chatting_room_id","sender","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_user_shop_uq" ON "chat_rooms" USING btree ("user_seq","shop_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_shop_idx" ON "chat_rooms" USING btree ("shop_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_staff_tickets_token_uq" ON "chat_staff_tickets" USING btree ("token_hash");