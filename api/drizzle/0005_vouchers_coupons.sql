CREATE TABLE "coupons" (
	"coupon_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"shop_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount" integer,
	"min_price" integer DEFAULT 0 NOT NULL,
	"product_seqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_for" text,
	"source" text DEFAULT 'SHOP' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_products" (
	"voucher_product_seq" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"uses" integer NOT NULL,
	"price" integer NOT NULL,
	"unit_list_price" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"product_seqs" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_purchases" (
	"purchase_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"voucher_product_seq" integer NOT NULL,
	"coupon_seq" integer,
	"list_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"order_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"use_seq" serial PRIMARY KEY NOT NULL,
	"voucher_seq" integer NOT NULL,
	"reservation_seq" integer NOT NULL,
	"count" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"voucher_seq" serial PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"voucher_product_seq" integer NOT NULL,
	"purchase_seq" integer,
	"name" text NOT NULL,
	"total_uses" integer NOT NULL,
	"used_uses" integer DEFAULT 0 NOT NULL,
	"held_uses" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer NOT NULL,
	"unit_list_price" integer NOT NULL,
	"product_seqs" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"refund_amount" integer,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_products" ADD CONSTRAINT "voucher_products_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_voucher_product_seq_voucher_products_voucher_product_seq_fk" FOREIGN KEY ("voucher_product_seq") REFERENCES "public"."voucher_products"("voucher_product_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_coupon_seq_coupons_coupon_seq_fk" FOREIGN KEY ("coupon_seq") REFERENCES "public"."coupons"("coupon_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_seq_vouchers_voucher_seq_fk" FOREIGN KEY ("voucher_seq") REFERENCES "public"."vouchers"("voucher_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_reservation_seq_reservations_reservation_seq_fk" FOREIGN KEY ("reservation_seq") REFERENCES "public"."reservations"("reservation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_voucher_product_seq_voucher_products_voucher_product_seq_fk" FOREIGN KEY ("voucher_product_seq") REFERENCES "public"."voucher_products"("voucher_product_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_purchase_seq_voucher_purchases_purchase_seq_fk" FOREIGN KEY ("purchase_seq") REFERENCES "public"."voucher_purchases"("purchase_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_seq","expires_at");--> statement-breakpoint
CREATE INDEX "voucher_products_shop_idx" ON "voucher_products" USING btree ("shop_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_reservation_key" ON "voucher_uses" USING btree ("reservation_seq");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_idx" ON "voucher_uses" USING btree ("voucher_seq");--> statement-breakpoint
CREATE INDEX "vouchers_user_idx" ON "vouchers" USING btree ("user_seq","shop_id");