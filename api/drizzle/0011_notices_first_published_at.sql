ALTER TABLE "notices" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
-- Notices published before this column existed have already notified their customers: they count as published once, on their date.
UPDATE "notices" SET "first_published_at" = "published_at" WHERE "published_at" IS NOT NULL;
