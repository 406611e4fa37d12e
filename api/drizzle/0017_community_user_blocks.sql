-- 차단하기: one person blocking another. Their posts leave the blocker's feed and search (an anti-join probing the
-- unique index by blocker and blocked, once per post a page reads), their comments read as blocked, and they tell the
-- blocker nothing in 소식. Blocking again changes nothing (the unique index).
CREATE TABLE "community_user_blocks" (
	"user_seq" integer NOT NULL,
	"blocked_user_seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_user_blocks" ADD CONSTRAINT "community_user_blocks_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_user_blocks" ADD CONSTRAINT "community_user_blocks_blocked_user_seq_users_user_seq_fk" FOREIGN KEY ("blocked_user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_user_blocks_uq" ON "community_user_blocks" USING btree ("user_seq","blocked_user_seq");