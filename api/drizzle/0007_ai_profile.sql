CREATE TABLE "ai_profile_jobs" (
	"job_seq" serial PRIMARY KEY NOT NULL,
	"order_seq" integer NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"step" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"external_id" text,
	"error" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_profile_orders" (
	"order_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"product_seq" integer NOT NULL,
	"pet_name" text NOT NULL,
	"species" text NOT NULL,
	"breed" text NOT NULL,
	"age_years" integer NOT NULL,
	"photo_media_seqs" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"amount" integer NOT NULL,
	"payment_order_id" text,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_profile_orders_payment_order_id_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
CREATE TABLE "ai_profile_products" (
	"product_seq" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"styles" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_profile_products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ai_profile_results" (
	"result_seq" serial PRIMARY KEY NOT NULL,
	"order_seq" integer NOT NULL,
	"media_seq" integer NOT NULL,
	"style" text NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_profile_jobs" ADD CONSTRAINT "ai_profile_jobs_order_seq_ai_profile_orders_order_seq_fk" FOREIGN KEY ("order_seq") REFERENCES "public"."ai_profile_orders"("order_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_profile_orders" ADD CONSTRAINT "ai_profile_orders_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_profile_orders" ADD CONSTRAINT "ai_profile_orders_product_seq_ai_profile_products_product_seq_fk" FOREIGN KEY ("product_seq") REFERENCES "public"."ai_profile_products"("product_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_profile_results" ADD CONSTRAINT "ai_profile_results_order_seq_ai_profile_orders_order_seq_fk" FOREIGN KEY ("order_seq") REFERENCES "public"."ai_profile_orders"("order_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_profile_jobs_order_idx" ON "ai_profile_jobs" USING btree ("order_seq");--> statement-breakpoint
CREATE INDEX "ai_profile_jobs_status_idx" ON "ai_profile_jobs" USING btree ("status","job_seq");--> statement-breakpoint
CREATE INDEX "ai_profile_orders_user_idx" ON "ai_profile_orders" USING btree ("user_seq","order_seq");--> statement-breakpoint
CREATE INDEX "ai_profile_results_order_idx" ON "ai_profile_results" USING btree ("order_seq","sort");