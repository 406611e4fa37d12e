CREATE TABLE "notification_settings" (
	"user_seq" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notification_settings_user_seq_kind_pk" PRIMARY KEY("user_seq","kind")
);
--> statement-breakpoint
CREATE TABLE "push_jobs" (
	"job_seq" serial PRIMARY KEY NOT NULL,
	"notification_seq" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"subscription_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"channel" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text,
	"auth" text,
	"platform" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"notice_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"staff_seq" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_pets" (
	"album_seq" integer NOT NULL,
	"pet_seq" integer NOT NULL,
	CONSTRAINT "album_pets_album_seq_pet_seq_pk" PRIMARY KEY("album_seq","pet_seq")
);
--> statement-breakpoint
CREATE TABLE "album_photos" (
	"album_seq" integer NOT NULL,
	"media_seq" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "album_photos_album_seq_media_seq_pk" PRIMARY KEY("album_seq","media_seq")
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"album_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"staff_seq" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_jobs" ADD CONSTRAINT "push_jobs_notification_seq_notifications_notification_seq_fk" FOREIGN KEY ("notification_seq") REFERENCES "public"."notifications"("notification_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_pets" ADD CONSTRAINT "album_pets_album_seq_albums_album_seq_fk" FOREIGN KEY ("album_seq") REFERENCES "public"."albums"("album_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_pets" ADD CONSTRAINT "album_pets_pet_seq_pets_pet_seq_fk" FOREIGN KEY ("pet_seq") REFERENCES "public"."pets"("pet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_album_seq_albums_album_seq_fk" FOREIGN KEY ("album_seq") REFERENCES "public"."albums"("album_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_media_seq_media_media_seq_fk" FOREIGN KEY ("media_seq") REFERENCES "public"."media"("media_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_jobs_run_after_idx" ON "push_jobs" USING btree ("run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_seq");--> statement-breakpoint
CREATE INDEX "notices_shop_idx" ON "notices" USING btree ("shop_id","published_at");--> statement-breakpoint
CREATE INDEX "album_pets_pet_idx" ON "album_pets" USING btree ("pet_seq");--> statement-breakpoint
CREATE INDEX "albums_shop_idx" ON "albums" USING btree ("shop_id","date");