CREATE TABLE "shop_search_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "shops_registered_idx";--> statement-breakpoint
DROP INDEX "shops_reviews_idx";--> statement-breakpoint
CREATE INDEX "shops_location_idx" ON "shops" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "shops_registered_idx" ON "shops" USING btree ("registered_at","shop_id");--> statement-breakpoint
CREATE INDEX "shops_reviews_idx" ON "shops" USING btree ("review_count" DESC NULLS FIRST,"shop_id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model rows or triggers): the single version row, and the statement
-- triggers that move it in the same transaction as any change to what the shop search filters on.
INSERT INTO "shop_search_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_shop_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shop_search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shops_search_version" AFTER INSERT OR DELETE OR UPDATE OF "region_seq", "online_reservation" ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION "bump_shop_search_version"();--> statement-breakpoint
CREATE TRIGGER "shops_search_version_truncate" AFTER TRUNCATE ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION "bump_shop_search_version"();--> statement-breakpoint
CREATE TRIGGER "shop_categories_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_shop_search_version"();--> statement-breakpoint
CREATE TRIGGER "shop_facilities_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_facilities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_shop_search_version"();
