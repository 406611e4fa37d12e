-- Owners whose bookings a shop confirmed before the confirm made them its customers: linked now, as the confirm does
-- (user_shops, after their other shops in the order the visits were first confirmed, under the shop's next customer
-- numbers past those of its links and invitations). Without the link the shop could not write their pets' 알림장
-- (ALIM_PAPER_NOT_CUSTOMER), its notices and albums never reached them, and 매장･예약 said "연결된 매장이 없어요" beside
-- that shop's stays. Visits confirmed and then cancelled or marked no-show link nobody; nor does a deleted account.
INSERT INTO "user_shops" ("user_seq", "shop_id", "customer_seq", "sort_order")
SELECT p."user_seq", p."shop_id",
  greatest(
    (SELECT max(us."customer_seq") FROM "user_shops" us WHERE us."shop_id" = p."shop_id"),
    (SELECT max(i."customer_seq") FROM "shop_invitations" i WHERE i."shop_id" = p."shop_id"),
    0
  ) + row_number() OVER (PARTITION BY p."shop_id" ORDER BY p."first_at", p."user_seq"),
  coalesce((SELECT max(us."sort_order") FROM "user_shops" us WHERE us."user_seq" = p."user_seq"), -1)
    + row_number() OVER (PARTITION BY p."user_seq" ORDER BY p."first_at", p."shop_id")
FROM (
  SELECT r."user_seq", r."shop_id", min(r."confirmed_at") AS "first_at"
  FROM "reservations" r
  JOIN "users" u ON u."user_seq" = r."user_seq" AND u."deleted_at" IS NULL
  WHERE r."confirmed_at" IS NOT NULL AND r."status" IN ('CONFIRMED', 'COMPLETED')
    AND NOT EXISTS (SELECT 1 FROM "user_shops" l WHERE l."user_seq" = r."user_seq" AND l."shop_id" = r."shop_id")
  GROUP BY r."user_seq", r."shop_id"
) p
ON CONFLICT ("user_seq", "shop_id") DO NOTHING;
