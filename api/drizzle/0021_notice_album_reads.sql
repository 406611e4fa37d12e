-- Which owner has opened which of a shop's notices and albums: the "N" (새 글) on the 공지사항 and 앨범 lists, gone once
-- the owner opens the item, on every device. One row per opened item and owner, deleted with the item or the account.
-- A notice or album posted before the owner became the shop's customer (user_shops.created_at) counts as read
-- without a row, so a new customer is not met by the shop's whole history marked new. Nor is everyone on the day this
-- ships: what was posted before it counts as read (a row, read now), unless its 소식 entry is still unread, the one
-- sign that the owner has not opened it.
CREATE TABLE "notice_reads" (
	"notice_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_notice_seq_user_seq_pk" PRIMARY KEY("notice_seq","user_seq")
);
--> statement-breakpoint
CREATE TABLE "album_reads" (
	"album_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "album_reads_album_seq_user_seq_pk" PRIMARY KEY("album_seq","user_seq")
);
--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_seq_notices_notice_seq_fk" FOREIGN KEY ("notice_seq") REFERENCES "public"."notices"("notice_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_reads" ADD CONSTRAINT "album_reads_album_seq_albums_album_seq_fk" FOREIGN KEY ("album_seq") REFERENCES "public"."albums"("album_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_reads" ADD CONSTRAINT "album_reads_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_reads_user_idx" ON "notice_reads" USING btree ("user_seq");--> statement-breakpoint
CREATE INDEX "album_reads_user_idx" ON "album_reads" USING btree ("user_seq");--> statement-breakpoint
INSERT INTO "notice_reads" ("notice_seq", "user_seq", "read_at")
SELECT n."notice_seq", us."user_seq", now()
FROM "notices" n
JOIN "user_shops" us ON us."shop_id" = n."shop_id"
WHERE n."published_at" IS NOT NULL AND n."published_at" >= us."created_at"
  AND NOT EXISTS (
    SELECT 1 FROM "notifications" nt
    WHERE nt."user_seq" = us."user_seq" AND nt."link" = '/notice/' || n."notice_seq" AND nt."read_at" IS NULL
  )
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "album_reads" ("album_seq", "user_seq", "read_at")
SELECT a."album_seq", us."user_seq", now()
FROM "albums" a
JOIN "user_shops" us ON us."shop_id" = a."shop_id"
WHERE a."created_at" >= us."created_at"
  AND EXISTS (
    SELECT 1 FROM "album_pets" ap JOIN "pets" p ON p."pet_seq" = ap."pet_seq"
    WHERE ap."album_seq" = a."album_seq" AND p."user_seq" = us."user_seq"
  )
  AND NOT EXISTS (
    SELECT 1 FROM "notifications" nt
    WHERE nt."user_seq" = us."user_seq" AND nt."link" = '/album/' || a."album_seq" AND nt."read_at" IS NULL
  )
ON CONFLICT DO NOTHING;
