CREATE TABLE "banners" (
	"banner_seq" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breeds" (
	"breed_seq" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emotion_words" (
	"emotion_seq" integer PRIMARY KEY NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"facilities_seq" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_seq" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_seq_shop_id_pk" PRIMARY KEY("user_seq","shop_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"pet_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"breed_seq" integer,
	"birth_date" text,
	"weight_kg" double precision,
	"sex" text NOT NULL,
	"neutered" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_certifications" (
	"certification_seq" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_buckets_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"region_seq" integer PRIMARY KEY NOT NULL,
	"sido" text NOT NULL,
	"sigungu" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"kind" text DEFAULT 'SESSION' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"shop_id" integer NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "shop_categories_shop_id_category_pk" PRIMARY KEY("shop_id","category")
);
--> statement-breakpoint
CREATE TABLE "shop_category_images" (
	"image_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category" text NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_facilities" (
	"shop_id" integer NOT NULL,
	"facilities_seq" integer NOT NULL,
	CONSTRAINT "shop_facilities_shop_id_facilities_seq_pk" PRIMARY KEY("shop_id","facilities_seq")
);
--> statement-breakpoint
CREATE TABLE "shop_invitations" (
	"token" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_seq" integer NOT NULL,
	"customer_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_register_requests" (
	"request_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer,
	"shop_name" text NOT NULL,
	"address" text,
	"phone" text,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"shop_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_seq" integer NOT NULL,
	"address" text NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"review_count" integer DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"online_reservation" boolean DEFAULT false NOT NULL,
	"chatting" boolean DEFAULT true NOT NULL,
	"menus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sns_signup_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sns_id" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_shops" (
	"user_shop_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_seq" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_seq" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"nickname" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"sns_kind" text DEFAULT 'NONE' NOT NULL,
	"sns_id" text,
	"profile_image_url" text,
	"terms_marketing" boolean DEFAULT false NOT NULL,
	"terms_privacy_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"delete_reason" text
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_breed_seq_breeds_breed_seq_fk" FOREIGN KEY ("breed_seq") REFERENCES "public"."breeds"("breed_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_category_images" ADD CONSTRAINT "shop_category_images_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_facilities" ADD CONSTRAINT "shop_facilities_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_facilities" ADD CONSTRAINT "shop_facilities_facilities_seq_facilities_facilities_seq_fk" FOREIGN KEY ("facilities_seq") REFERENCES "public"."facilities"("facilities_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invitations" ADD CONSTRAINT "shop_invitations_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invitations" ADD CONSTRAINT "shop_invitations_used_by_users_user_seq_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("user_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_register_requests" ADD CONSTRAINT "shop_register_requests_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_region_seq_regions_region_seq_fk" FOREIGN KEY ("region_seq") REFERENCES "public"."regions"("region_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shops" ADD CONSTRAINT "user_shops_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shops" ADD CONSTRAINT "user_shops_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pets_user_idx" ON "pets" USING btree ("user_seq");--> statement-breakpoint
CREATE INDEX "phone_cert_phone_idx" ON "phone_certifications" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_cert_token_uq" ON "phone_certifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "rate_limit_expires_idx" ON "rate_limit_buckets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_seq");--> statement-breakpoint
CREATE INDEX "shop_categories_cat_idx" ON "shop_categories" USING btree ("category","shop_id");--> statement-breakpoint
CREATE INDEX "shop_category_images_shop_idx" ON "shop_category_images" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_facilities_fac_idx" ON "shop_facilities" USING btree ("facilities_seq","shop_id");--> statement-breakpoint
CREATE INDEX "shops_region_idx" ON "shops" USING btree ("region_seq");--> statement-breakpoint
CREATE INDEX "shops_registered_idx" ON "shops" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "shops_reviews_idx" ON "shops" USING btree ("review_count");--> statement-breakpoint
CREATE UNIQUE INDEX "user_shops_user_shop_uq" ON "user_shops" USING btree ("user_seq","shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_uq" ON "users" USING btree (lower("nickname"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_sns_uq" ON "users" USING btree ("sns_kind","sns_id");