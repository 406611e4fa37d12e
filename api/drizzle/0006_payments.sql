CREATE TABLE "payment_ledger" (
	"ledger_seq" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_key" text NOT NULL,
	"entry_key" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_seq" integer NOT NULL,
	"purpose" text NOT NULL,
	"ref_seq" integer NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"payment_key" text,
	"method" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"last_error_code" text,
	"last_error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_payment_key_unique" UNIQUE("payment_key")
);
--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_order_id_payment_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_seq_users_user_seq_fk" FOREIGN KEY ("user_seq") REFERENCES "public"."users"("user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_entry_key" ON "payment_ledger" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "payment_ledger_order_idx" ON "payment_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_seq","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_ref_idx" ON "payment_orders" USING btree ("purpose","ref_seq");