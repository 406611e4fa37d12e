CREATE TABLE "notifications" (
	"notification_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer,
	"unit" text NOT NULL,
	"image_url" text,
	"prices" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_pets" (
	"reservation_seq" integer NOT NULL,
	"pet_seq" integer,
	"pet_name" text NOT NULL,
	"kind" text NOT NULL,
	"band" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_pets_reservation_seq_sort_order_pk" PRIMARY KEY("reservation_seq","sort_order")
);
--> statement-breakpoint
CREATE TABLE "reservation_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"staff_count" integer DEFAULT 2 NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"nightly_capacity" integer DEFAULT 6 NOT NULL,
	"daily_capacity" integer DEFAULT 10 NOT NULL,
	"deposit_rate" integer DEFAULT 0 NOT NULL,
	"deposit_account" text,
	"refund_policy" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"reservation_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"product_seq" integer NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"date" text NOT NULL,
	"end_date" text NOT NULL,
	"time" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"pet_count" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"total_price" integer NOT NULL,
	"deposit_amount" integer DEFAULT 0 NOT NULL,
	"deposit_paid" boolean DEFAULT false NOT NULL,
	"refund_policy" jsonb NOT NULL,
	"reject_reason" text,
	"canceled_by" text,
	"cancel_fee" integer,
	"refund_amount" integer,
	"canceled_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"reservation_seq" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_day_locks" (
	"shop_id" integer NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "shop_day_locks_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"staff_seq" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"session_seq" serial PRIMARY KEY NOT NULL,
	"staff_seq" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_shops" (
	"staff_seq" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "staff_shops_staff_seq_shop_id_pk" PRIMARY KEY("staff_seq","shop_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_pets" ADD CONSTRAINT "reservation_pets_reservation_seq_reservations_reservation_seq_fk" FOREIGN KEY ("reservation_seq") REFERENCES "public"."reservations"("reservation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_pets" ADD CONSTRAINT "reservation_pets_pet_seq_pets_pet_seq_fk" FOREIGN KEY ("pet_seq") REFERENCES "public"."pets"("pet_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_settings" ADD CONSTRAINT "reservation_settings_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_product_seq_products_product_seq_fk" FOREIGN KEY ("product_seq") REFERENCES "public"."products"("product_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tokens" ADD CONSTRAINT "schedule_tokens_reservation_seq_reservations_reservation_seq_fk" FOREIGN KEY ("reservation_seq") REFERENCES "public"."reservations"("reservation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_day_locks" ADD CONSTRAINT "shop_day_locks_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shops" ADD CONSTRAINT "staff_shops_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shops" ADD CONSTRAINT "staff_shops_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_seq","created_at");--> statement-breakpoint
CREATE INDEX "products_shop_idx" ON "products" USING btree ("shop_id","sort_order");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_seq","start_at");--> statement-breakpoint
CREATE INDEX "reservations_shop_day_idx" ON "reservations" USING btree ("shop_id","date","end_date");--> statement-breakpoint
CREATE INDEX "reservations_shop_status_idx" ON "reservations" USING btree ("shop_id","status","start_at");--> statement-breakpoint
CREATE INDEX "schedule_tokens_reservation_idx" ON "schedule_tokens" USING btree ("reservation_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_uq" ON "staff" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_uq" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_shops_shop_idx" ON "staff_shops" USING btree ("shop_id");