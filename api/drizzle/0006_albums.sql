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
ALTER TABLE "album_pets" ADD CONSTRAINT "album_pets_album_seq_albums_album_seq_fk" FOREIGN KEY ("album_seq") REFERENCES "public"."albums"("album_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_pets" ADD CONSTRAINT "album_pets_pet_seq_pets_pet_seq_fk" FOREIGN KEY ("pet_seq") REFERENCES "public"."pets"("pet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_album_seq_albums_album_seq_fk" FOREIGN KEY ("album_seq") REFERENCES "public"."albums"("album_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_media_seq_media_media_seq_fk" FOREIGN KEY ("media_seq") REFERENCES "public"."media"("media_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_staff_seq_staff_staff_seq_fk" FOREIGN KEY ("staff_seq") REFERENCES "public"."staff"("staff_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_pets_pet_idx" ON "album_pets" USING btree ("pet_seq");--> statement-breakpoint
CREATE INDEX "albums_shop_idx" ON "albums" USING btree ("shop_id","date");