CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
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
CREATE INDEX "community_comments_post_idx" ON "community_comments" USING btree ("community_seq","comment_seq");--> statement-breakpoint
CREATE INDEX "community_comments_user_idx" ON "community_comments" USING btree ("user_seq","comment_seq");--> statement-breakpoint
CREATE INDEX "community_likes_user_idx" ON "community_likes" USING btree ("user_seq","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_photos_media_uq" ON "community_photos" USING btree ("media_seq");--> statement-breakpoint
CREATE INDEX "community_posts_newest_idx" ON "community_posts" USING btree ("community_seq") WHERE "community_posts"."deleted_at" is null and "community_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "community_posts_popular_idx" ON "community_posts" USING btree ("like_count","community_seq") WHERE "community_posts"."deleted_at" is null and "community_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "community_posts_breed_idx" ON "community_posts" USING btree ("breed_seq","community_seq");--> statement-breakpoint
CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_seq","community_seq");--> statement-breakpoint
CREATE INDEX "community_posts_content_trgm_idx" ON "community_posts" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_uq" ON "community_reports" USING btree ("target_type","target_seq","user_seq");