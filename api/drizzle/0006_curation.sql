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
ALTER TABLE "breed_notes" ADD CONSTRAINT "breed_notes_breed_seq_breeds_breed_seq_fk" FOREIGN KEY ("breed_seq") REFERENCES "public"."breeds"("breed_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_content_breeds" ADD CONSTRAINT "curation_content_breeds_curation_contents_seq_curation_contents_curation_contents_seq_fk" FOREIGN KEY ("curation_contents_seq") REFERENCES "public"."curation_contents"("curation_contents_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_content_breeds" ADD CONSTRAINT "curation_content_breeds_breed_seq_breeds_breed_seq_fk" FOREIGN KEY ("breed_seq") REFERENCES "public"."breeds"("breed_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_contents" ADD CONSTRAINT "curation_contents_curation_seq_curation_series_curation_seq_fk" FOREIGN KEY ("curation_seq") REFERENCES "public"."curation_series"("curation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_reviews" ADD CONSTRAINT "curation_reviews_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_sessions" ADD CONSTRAINT "editor_sessions_editor_seq_editors_editor_seq_fk" FOREIGN KEY ("editor_seq") REFERENCES "public"."editors"("editor_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupon_takes" ADD CONSTRAINT "event_coupon_takes_event_seq_events_event_seq_fk" FOREIGN KEY ("event_seq") REFERENCES "public"."events"("event_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupon_takes" ADD CONSTRAINT "event_coupon_takes_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupon_takes" ADD CONSTRAINT "event_coupon_takes_coupon_seq_coupons_coupon_seq_fk" FOREIGN KEY ("coupon_seq") REFERENCES "public"."coupons"("coupon_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curation_content_breeds_breed_idx" ON "curation_content_breeds" USING btree ("breed_seq");--> statement-breakpoint
CREATE INDEX "curation_contents_series_idx" ON "curation_contents" USING btree ("curation_seq","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "editor_sessions_token_uq" ON "editor_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "editors_email_uq" ON "editors" USING btree ("email");