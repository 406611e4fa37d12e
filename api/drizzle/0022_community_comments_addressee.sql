-- 답글에 답글: a reply written to another reply of its thread keeps whom it answers, that reply's author, here (the
-- screen shows @nickname before the text, the nickname read from users at each read: renamed or 탈퇴회원#N as it is
-- now). Null for every other comment, and for all that exist: replies could not be answered before. Withdrawal keeps
-- the users row, so the reference stays; a row really deleted leaves the reply addressed to no one (set null).
ALTER TABLE "community_comments" ADD COLUMN "addressee_seq" integer;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_addressee_seq_users_user_seq_fk" FOREIGN KEY ("addressee_seq") REFERENCES "public"."users"("user_seq") ON DELETE set null ON UPDATE no action;