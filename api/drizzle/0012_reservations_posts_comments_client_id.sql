ALTER TABLE "reservations" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_client_uq" ON "reservations" USING btree ("user_seq","client_id") WHERE "reservations"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "community_comments_client_uq" ON "community_comments" USING btree ("user_seq","client_id") WHERE "community_comments"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "community_posts_client_uq" ON "community_posts" USING btree ("user_seq","client_id") WHERE "community_posts"."client_id" is not null;