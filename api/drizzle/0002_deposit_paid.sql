ALTER TABLE "reservations" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservation_pets_pet_idx" ON "reservation_pets" USING btree ("pet_seq");