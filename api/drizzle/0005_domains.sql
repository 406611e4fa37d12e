CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
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
CREATE TABLE "community_blocks" (
	"user_seq" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_comments" (
	"comment_seq" serial PRIMARY KEY NOT NULL,
	"community_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"parent_seq" integer,
	"content" text NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_likes" (
	"community_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_likes_community_seq_user_seq_pk" PRIMARY KEY("community_seq","user_seq")
);
--> statement-breakpoint
CREATE TABLE "community_photos" (
	"community_seq" integer NOT NULL,
	"media_seq" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "community_photos_community_seq_sort_order_pk" PRIMARY KEY("community_seq","sort_order")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"community_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"content" text NOT NULL,
	"breed_seq" integer,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"report_seq" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_forms" (
	"form_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"per_pet" boolean DEFAULT true NOT NULL,
	"required_for_booking" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_signatures" (
	"signature_seq" serial PRIMARY KEY NOT NULL,
	"form_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"pet_seq" integer,
	"pet_name" text,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"signature_png" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_seq" serial PRIMARY KEY NOT NULL,
	"reservation_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"media_seqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"media_seq" serial PRIMARY KEY NOT NULL,
	"uploader_kind" text NOT NULL,
	"uploader_seq" integer NOT NULL,
	"source_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_key" text NOT NULL,
	"original_type" text NOT NULL,
	"variants" jsonb NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alim_papers" (
	"alim_paper_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"pet_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"date" text NOT NULL,
	"end_date" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"moods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal" jsonb,
	"potty" jsonb,
	"activity" jsonb,
	"health" jsonb,
	"has_health_note" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"media_seqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"written_by" integer,
	"teacher_name" text NOT NULL,
	"published_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"share_token_hash" text,
	"share_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"ledger_seq" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_key" text NOT NULL,
	"entry_key" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"purpose" text NOT NULL,
	"ref_seq" integer NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"payment_key" text,
	"method" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"last_error_code" text,
	"last_error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_payment_key_unique" UNIQUE("payment_key")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"shop_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount" integer,
	"min_price" integer DEFAULT 0 NOT NULL,
	"product_seqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_for" text,
	"source" text DEFAULT 'SHOP' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_products" (
	"voucher_product_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"uses" integer NOT NULL,
	"price" integer NOT NULL,
	"unit_list_price" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"product_seqs" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_purchases" (
	"purchase_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"voucher_product_seq" integer NOT NULL,
	"coupon_seq" integer,
	"list_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"order_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"use_seq" serial PRIMARY KEY NOT NULL,
	"voucher_seq" integer NOT NULL,
	"reservation_seq" integer NOT NULL,
	"count" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"voucher_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"voucher_product_seq" integer NOT NULL,
	"purchase_seq" integer,
	"name" text NOT NULL,
	"total_uses" integer NOT NULL,
	"used_uses" integer DEFAULT 0 NOT NULL,
	"held_uses" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer NOT NULL,
	"unit_list_price" integer NOT NULL,
	"product_seqs" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"refund_amount" integer,
	"refunded_at" timestamp with time zone,
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
CREATE TABLE "breed_notes" (
	"breed_seq" integer PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"traits" jsonb NOT NULL,
	"care_notes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curation_content_breeds" (
	"curation_contents_seq" integer NOT NULL,
	"breed_seq" integer NOT NULL,
	CONSTRAINT "curation_content_breeds_curation_contents_seq_breed_seq_pk" PRIMARY KEY("curation_contents_seq","breed_seq")
);
--> statement-breakpoint
CREATE TABLE "curation_contents" (
	"curation_contents_seq" serial PRIMARY KEY NOT NULL,
	"curation_seq" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"author" text NOT NULL,
	"cover_image_url" text NOT NULL,
	"video" jsonb,
	"blocks" jsonb NOT NULL,
	"related_shop_ids" jsonb NOT NULL,
	"related_contents_seqs" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curation_reviews" (
	"review_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"cover_image_url" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curation_series" (
	"curation_seq" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_sessions" (
	"session_seq" serial PRIMARY KEY NOT NULL,
	"editor_seq" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editors" (
	"editor_seq" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_coupon_takes" (
	"event_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"coupon_seq" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_coupon_takes_event_seq_user_seq_pk" PRIMARY KEY("event_seq","user_seq")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_seq" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover_image_url" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"coupon" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_profile_jobs" (
	"job_seq" serial PRIMARY KEY NOT NULL,
	"order_seq" integer NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"step" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"external_id" text,
	"error" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_profile_orders" (
	"order_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"product_seq" integer NOT NULL,
	"pet_name" text NOT NULL,
	"species" text NOT NULL,
	"breed" text NOT NULL,
	"age_years" integer NOT NULL,
	"photo_media_seqs" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"amount" integer NOT NULL,
	"payment_order_id" text,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_profile_orders_payment_order_id_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
CREATE TABLE "ai_profile_products" (
	"product_seq" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"styles" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_profile_products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ai_profile_results" (
	"result_seq" serial PRIMARY KEY NOT NULL,
	"order_seq" integer NOT NULL,
	"media_seq" integer NOT NULL,
	"style" text NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_jobs" ADD CONSTRAINT "push_jobs_notification_seq_notifications_notification_seq_fk" FOREIGN KEY ("notification_seq") REFERENCES "public"."notifications"("notification_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_blocks" ADD CONSTRAINT "community_blocks_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_community_seq_community_posts_community_seq_fk" FOREIGN KEY ("community_seq") REFERENCES "public"."community_posts"("community_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_parent_seq_community_comments_comment_seq_fk" FOREIGN KEY ("parent_seq") REFERENCES "public"."community_comments"("comment_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_community_seq_community_posts_community_seq_fk" FOREIGN KEY ("community_seq") REFERENCES "public"."community_posts"("community_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_photos" ADD CONSTRAINT "community_photos_community_seq_community_posts_community_seq_fk" FOREIGN KEY ("community_seq") REFERENCES "public"."community_posts"("community_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_photos" ADD CONSTRAINT "community_photos_media_seq_media_media_seq_fk" FOREIGN KEY ("media_seq") REFERENCES "public"."media"("media_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_breed_seq_breeds_breed_seq_fk" FOREIGN KEY ("breed_seq") REFERENCES "public"."breeds"("breed_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_form_seq_consent_forms_form_seq_fk" FOREIGN KEY ("form_seq") REFERENCES "public"."consent_forms"("form_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_pet_seq_pets_pet_seq_fk" FOREIGN KEY ("pet_seq") REFERENCES "public"."pets"("pet_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_seq_reservations_reservation_seq_fk" FOREIGN KEY ("reservation_seq") REFERENCES "public"."reservations"("reservation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_papers" ADD CONSTRAINT "alim_papers_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_papers" ADD CONSTRAINT "alim_papers_pet_seq_pets_pet_seq_fk" FOREIGN KEY ("pet_seq") REFERENCES "public"."pets"("pet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_papers" ADD CONSTRAINT "alim_papers_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_papers" ADD CONSTRAINT "alim_papers_written_by_staff_staff_seq_fk" FOREIGN KEY ("written_by") REFERENCES "public"."staff"("staff_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_order_id_payment_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_products" ADD CONSTRAINT "voucher_products_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_voucher_product_seq_voucher_products_voucher_product_seq_fk" FOREIGN KEY ("voucher_product_seq") REFERENCES "public"."voucher_products"("voucher_product_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_coupon_seq_coupons_coupon_seq_fk" FOREIGN KEY ("coupon_seq") REFERENCES "public"."coupons"("coupon_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_seq_vouchers_voucher_seq_fk" FOREIGN KEY ("voucher_seq") REFERENCES "public"."vouchers"("voucher_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_reservation_seq_reservations_reservation_seq_fk" FOREIGN KEY ("reservation_seq") REFERENCES "public"."reservations"("reservation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_voucher_product_seq_voucher_products_voucher_product_seq_fk" FOREIGN KEY ("voucher_product_seq") REFERENCES "public"."voucher_products"("voucher_product_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_purchase_seq_voucher_purchases_purchase_seq_fk" FOREIGN KEY ("purchase_seq") REFERENCES "public"."voucher_purchases"("purchase_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_pets" ADD CONSTRAINT "album_pets_album_seq_albums_album_seq_fk" FOREIGN KEY ("album_seq") REFERENCES "public"."albums"("album_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_pets" ADD CONSTRAINT "album_pets_pet_seq_pets_pet_seq_fk" FOREIGN KEY ("pet_seq") REFERENCES "public"."pets"("pet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_album_seq_albums_album_seq_fk" FOREIGN KEY ("album_seq") REFERENCES "public"."albums"("album_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_media_seq_media_media_seq_fk" FOREIGN KEY ("media_seq") REFERENCES "public"."media"("media_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chatting_room_id_chat_rooms_chatting_room_id_fk" FOREIGN KEY ("chatting_room_id") REFERENCES "public"."chat_rooms"("chatting_room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_staff_tickets" ADD CONSTRAINT "chat_staff_tickets_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breed_notes" ADD CONSTRAINT "breed_notes_breed_seq_breeds_breed_seq_fk" FOREIGN KEY ("breed_seq") REFERENCES "public"."breeds"("breed_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_content_breeds" ADD CONSTRAINT "curation_content_breeds_curation_contents_seq_curation_contents_curation_contents_seq_fk" FOREIGN KEY ("curation_contents_seq") REFERENCES "public"."curation_contents"("curation_contents_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_content_breeds" ADD CONSTRAINT "curation_content_breeds_breed_seq_breeds_breed_seq_fk" FOREIGN KEY ("breed_seq") REFERENCES "public"."breeds"("breed_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_contents" ADD CONSTRAINT "curation_contents_curation_seq_curation_series_curation_seq_fk" FOREIGN KEY ("curation_seq") REFERENCES "public"."curation_series"("curation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_reviews" ADD CONSTRAINT "curation_reviews_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_sessions" ADD CONSTRAINT "editor_sessions_editor_seq_editors_editor_seq_fk" FOREIGN KEY ("editor_seq") REFERENCES "public"."editors"("editor_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupon_takes" ADD CONSTRAINT "event_coupon_takes_event_seq_events_event_seq_fk" FOREIGN KEY ("event_seq") REFERENCES "public"."events"("event_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupon_takes" ADD CONSTRAINT "event_coupon_takes_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupon_takes" ADD CONSTRAINT "event_coupon_takes_coupon_seq_coupons_coupon_seq_fk" FOREIGN KEY ("coupon_seq") REFERENCES "public"."coupons"("coupon_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_profile_jobs" ADD CONSTRAINT "ai_profile_jobs_order_seq_ai_profile_orders_order_seq_fk" FOREIGN KEY ("order_seq") REFERENCES "public"."ai_profile_orders"("order_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_profile_orders" ADD CONSTRAINT "ai_profile_orders_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_profile_orders" ADD CONSTRAINT "ai_profile_orders_product_seq_ai_profile_products_product_seq_fk" FOREIGN KEY ("product_seq") REFERENCES "public"."ai_profile_products"("product_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_profile_results" ADD CONSTRAINT "ai_profile_results_order_seq_ai_profile_orders_order_seq_fk" FOREIGN KEY ("order_seq") REFERENCES "public"."ai_profile_orders"("order_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_jobs_run_after_idx" ON "push_jobs" USING btree ("run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_seq");--> statement-breakpoint
CREATE INDEX "notices_shop_idx" ON "notices" USING btree ("shop_id","published_at");--> statement-breakpoint
CREATE INDEX "community_comments_post_idx" ON "community_comments" USING btree ("community_seq","comment_seq");--> statement-breakpoint
CREATE INDEX "community_comments_user_idx" ON "community_comments" USING btree ("user_seq","comment_seq");--> statement-breakpoint
CREATE INDEX "community_likes_user_idx" ON "community_likes" USING btree ("user_seq","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_photos_media_uq" ON "community_photos" USING btree ("media_seq");--> statement-breakpoint
CREATE INDEX "community_posts_newest_idx" ON "community_posts" USING btree ("community_seq") WHERE "community_posts"."deleted_at" is null and "community_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "community_posts_popular_idx" ON "community_posts" USING btree ("like_count","community_seq") WHERE "community_posts"."deleted_at" is null and "community_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "community_posts_breed_idx" ON "community_posts" USING btree ("breed_seq","community_seq");--> statement-breakpoint
CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_seq","community_seq");--> statement-breakpoint
CREATE INDEX "community_posts_content_trgm_idx" ON "community_posts" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_uq" ON "community_reports" USING btree ("target_type","target_seq","user_seq");--> statement-breakpoint
CREATE INDEX "consent_forms_shop_idx" ON "consent_forms" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "consent_signatures_user_form_idx" ON "consent_signatures" USING btree ("user_seq","form_seq","pet_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reservation_uq" ON "reviews" USING btree ("reservation_seq");--> statement-breakpoint
CREATE INDEX "reviews_shop_idx" ON "reviews" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_seq","created_at");--> statement-breakpoint
CREATE INDEX "media_uploader_idx" ON "media" USING btree ("uploader_kind","uploader_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "alim_papers_shop_pet_date_uq" ON "alim_papers" USING btree ("shop_id","pet_seq","date");--> statement-breakpoint
CREATE INDEX "alim_papers_user_idx" ON "alim_papers" USING btree ("user_seq","date");--> statement-breakpoint
CREATE UNIQUE INDEX "alim_papers_share_uq" ON "alim_papers" USING btree ("share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_entry_key" ON "payment_ledger" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "payment_ledger_order_idx" ON "payment_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_seq","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_ref_idx" ON "payment_orders" USING btree ("purpose","ref_seq");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_seq","expires_at");--> statement-breakpoint
CREATE INDEX "voucher_products_shop_idx" ON "voucher_products" USING btree ("shop_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_reservation_key" ON "voucher_uses" USING btree ("reservation_seq");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_idx" ON "voucher_uses" USING btree ("voucher_seq");--> statement-breakpoint
CREATE INDEX "vouchers_user_idx" ON "vouchers" USING btree ("user_seq","shop_id");--> statement-breakpoint
CREATE INDEX "album_pets_pet_idx" ON "album_pets" USING btree ("pet_seq");--> statement-breakpoint
CREATE INDEX "albums_shop_idx" ON "albums" USING btree ("shop_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_seq_uq" ON "chat_messages" USING btree ("chatting_room_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("chatting_room_id","sender","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_user_shop_uq" ON "chat_rooms" USING btree ("user_seq","shop_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_shop_idx" ON "chat_rooms" USING btree ("shop_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_staff_tickets_token_uq" ON "chat_staff_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "curation_content_breeds_breed_idx" ON "curation_content_breeds" USING btree ("breed_seq");--> statement-breakpoint
CREATE INDEX "curation_contents_series_idx" ON "curation_contents" USING btree ("curation_seq","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "editor_sessions_token_uq" ON "editor_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "editors_email_uq" ON "editors" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_profile_jobs_order_idx" ON "ai_profile_jobs" USING btree ("order_seq");--> statement-breakpoint
CREATE INDEX "ai_profile_jobs_status_idx" ON "ai_profile_jobs" USING btree ("status","job_seq");--> statement-breakpoint
CREATE INDEX "ai_profile_orders_user_idx" ON "ai_profile_orders" USING btree ("user_seq","order_seq");--> statement-breakpoint
CREATE INDEX "ai_profile_results_order_idx" ON "ai_profile_results" USING btree ("order_seq","sort");