ALTER TABLE "reservations" ADD COLUMN "deposit_refunded_at" timestamp with time zone;--> statement-breakpoint
-- A deposit paid online was given back through the gateway at the cancellation itself: refunded then. A transfer
-- stays owed (환불 예정) until the shop records sending it back.
UPDATE "reservations" AS r SET "deposit_refunded_at" = coalesce(r."canceled_at", r."updated_at")
WHERE r."status" = 'CANCELED' AND r."refund_amount" > 0 AND EXISTS (
  SELECT 1 FROM "payment_orders" AS o
  WHERE o."purpose" = 'DEPOSIT' AND o."ref_seq" = r."reservation_seq"
    AND o."status" IN ('PARTIAL_CANCELED', 'CANCELED') AND o."refunded_amount" > 0
);--> statement-breakpoint
-- The unpaid deposit's expiry used to be stored as the shop's refusal with this reason: it is the system's
-- cancellation (canceledBy SYSTEM), not a reason the shop gave.
UPDATE "reservations" SET "canceled_by" = 'SYSTEM', "reject_reason" = NULL
WHERE "status" = 'CANCELED' AND "canceled_by" = 'SHOP' AND "deposit_paid" = false
  AND "reject_reason" = '예약금 입금 기한이 지나 자동으로 취소되었어요.';--> statement-breakpoint
-- A hotel stay used to start at 00:00 of its check-in day: it starts at the check-in time, the shop's opening that
-- day, or 11:00 when the shop is open around the clock or not open that day (availability.ts checkInTime).
UPDATE "reservations" AS r SET "start_at" = (
  r."date" || 'T' || coalesce(
    (
      SELECT h ->> 'open' FROM "shops" AS s CROSS JOIN LATERAL jsonb_array_elements(s."hours") AS h
      WHERE s."shop_id" = r."shop_id"
        AND (h ->> 'dayOfWeek')::int = extract(dow FROM r."date"::date)::int
        AND NOT coalesce((h ->> 'closed')::boolean, false)
        AND h ->> 'open' <> '00:00'
      LIMIT 1
    ),
    '11:00'
  ) || ':00+09:00'
)::timestamptz
WHERE r."category" = 'HOTELING' AND r."start_at" = (r."date" || 'T00:00:00+09:00')::timestamptz;
