-- A nickname is unique among live accounts only: the name a deletion writes (탈퇴회원#<userSeq>) must never collide
-- with a live one, or 회원 탈퇴 failed with a 500 on every try.
DROP INDEX "users_nickname_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_marketing_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Until now the marketing choice was made only at sign-up: that is when it was last decided.
UPDATE "users" SET "terms_marketing_at" = "terms_privacy_at";--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_uq" ON "users" USING btree (lower("nickname")) WHERE "users"."deleted_at" is null;
