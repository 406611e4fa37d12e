CREATE TABLE "consent_forms" (
	"form_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"per_pet" boolean DEFAULT true NOT NULL,
	"required_for_booking" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_signatures" (
	"signature_seq" serial PRIMARY KEY NOT NULL,
	"form_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"pet_seq" integer,
	"pet_name" text,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"signature_png" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_seq" serial PRIMARY KEY NOT NULL,
	"reservation_seq" integer NOT NULL,
	"user_seq" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"media_seqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_form_seq_consent_forms_form_seq_fk" FOREIGN KEY ("form_seq") REFERENCES "public"."consent_forms"("form_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_pet_seq_pets_pet_seq_fk" FOREIGN KEY ("pet_seq") REFERENCES "public"."pets"("pet_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_seq_reservations_reservation_seq_fk" FOREIGN KEY ("reservation_seq") REFERENCES "public"."reservations"("reservation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_forms_shop_idx" ON "consent_forms" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "consent_signatures_user_form_idx" ON "consent_signatures" USING btree ("user_seq","form_seq","pet_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reservation_uq" ON "reviews" USING btree ("reservation_seq");--> statement-breakpoint
CREATE INDEX "reviews_shop_idx" ON "reviews" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_seq","created_at");