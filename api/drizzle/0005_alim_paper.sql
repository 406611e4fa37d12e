CREATE TABLE "alim_papers" (
	"alim_paper_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"pet_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"date" text NOT NULL,
	"end_date" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"moods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal" jsonb,
	"potty" jsonb,
	"activity" jsonb,
	"health" jsonb,
	"has_health_note" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"media_seqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"written_by" integer,
	"teacher_name" text NOT NULL,
	"published_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"share_token_hash" text,
	"share_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alim_papers" ADD CONSTRAINT "alim_papers_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_papers" ADD CONSTRAINT "alim_papers_pet_seq_pets_pet_seq_fk" FOREIGN KEY ("pet_seq") REFERENCES "public"."pets"("pet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_papers" ADD CONSTRAINT "alim_papers_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_papers" ADD CONSTRAINT "alim_papers_written_by_staff_staff_seq_fk" FOREIGN KEY ("written_by") REFERENCES "public"."staff"("staff_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alim_papers_shop_pet_date_uq" ON "alim_papers" USING btree ("shop_id","pet_seq","date");--> statement-breakpoint
CREATE INDEX "alim_papers_user_idx" ON "alim_papers" USING btree ("user_seq","date");--> statement-breakpoint
CREATE UNIQUE INDEX "alim_papers_share_uq" ON "alim_papers" USING btree ("share_token_hash");