CREATE TABLE "media" (
	"media_seq" serial PRIMARY KEY NOT NULL,
	"uploader_kind" text NOT NULL,
	"uploader_seq" integer NOT NULL,
	"source_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_key" text NOT NULL,
	"original_type" text NOT NULL,
	"variants" jsonb NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_uploader_idx" ON "media" USING btree ("uploader_kind","uploader_seq");