-- Content fixes for databases seeded before them (a new database gets them from the seeds, and these find nothing).
-- Each change names the old seeded value it replaces, so what an editor has changed since is left as it is.
--
-- 1. 시바 이누 is the same breed as 시바견: the pets, posts and contents tagged with it move to 시바견, its breed note
-- too when 시바견 has none, and the breed goes (the breed picker, the community's breed tags and the 홈 picks showed
-- the breed twice and split its posts and picks in two).
UPDATE "pets" AS t SET "breed_seq" = k."breed_seq"
FROM "breeds" AS d, "breeds" AS k
WHERE t."breed_seq" = d."breed_seq" AND d."kind" = 'DOG' AND d."name" = '시바 이누'
  AND k."kind" = 'DOG' AND k."name" = '시바견';--> statement-breakpoint
UPDATE "community_posts" AS t SET "breed_seq" = k."breed_seq"
FROM "breeds" AS d, "breeds" AS k
WHERE t."breed_seq" = d."breed_seq" AND d."kind" = 'DOG' AND d."name" = '시바 이누'
  AND k."kind" = 'DOG' AND k."name" = '시바견';--> statement-breakpoint
INSERT INTO "curation_content_breeds" ("curation_contents_seq", "breed_seq")
SELECT t."curation_contents_seq", k."breed_seq"
FROM "curation_content_breeds" AS t
JOIN "breeds" AS d ON d."breed_seq" = t."breed_seq" AND d."kind" = 'DOG' AND d."name" = '시바 이누'
JOIN "breeds" AS k ON k."kind" = 'DOG' AND k."name" = '시바견'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "curation_content_breeds" AS t
USING "breeds" AS d, "breeds" AS k
WHERE t."breed_seq" = d."breed_seq" AND d."kind" = 'DOG' AND d."name" = '시바 이누'
  AND k."kind" = 'DOG' AND k."name" = '시바견';--> statement-breakpoint
UPDATE "breed_notes" AS t SET "breed_seq" = k."breed_seq"
FROM "breeds" AS d, "breeds" AS k
WHERE t."breed_seq" = d."breed_seq" AND d."kind" = 'DOG' AND d."name" = '시바 이누'
  AND k."kind" = 'DOG' AND k."name" = '시바견'
  AND NOT EXISTS (SELECT 1 FROM "breed_notes" AS n WHERE n."breed_seq" = k."breed_seq");--> statement-breakpoint
DELETE FROM "breed_notes" AS t
USING "breeds" AS d, "breeds" AS k
WHERE t."breed_seq" = d."breed_seq" AND d."kind" = 'DOG' AND d."name" = '시바 이누'
  AND k."kind" = 'DOG' AND k."name" = '시바견';--> statement-breakpoint
DELETE FROM "breeds" AS d
USING "breeds" AS k
WHERE d."kind" = 'DOG' AND d."name" = '시바 이누' AND k."kind" = 'DOG' AND k."name" = '시바견';--> statement-breakpoint
--
-- 2. Every 홈 banner opens the event it is named after: every other one had no link, so tapping it did nothing. (The
-- banner read shows a banner that opens an event only while the event runs.)
UPDATE "banners" AS b SET "link_url" = '/event/' || e."event_seq"
FROM "events" AS e
WHERE b."link_url" IS NULL AND e."title" = b."title";--> statement-breakpoint
--
-- 3. The events' coupons say what they pay for: an 이용권 of a linked shop (the only thing a coupon is taken on),
-- never a grooming booking or "제휴 매장 결제". The coupons already taken say it too.
UPDATE "events" SET "summary" = '연결된 매장의 이용권을 살 때 쓰는 20% 할인 쿠폰을 드려요.'
WHERE "summary" = '가디언으로 처음 미용을 예약하면 20% 할인 쿠폰을 드려요.';--> statement-breakpoint
UPDATE "events" SET "blocks" = '[{"type":"paragraph","spans":[{"text":"첫 미용을 이용권으로 시작하는 보호자님께 "},{"text":"이용권 20% 할인 쿠폰","bold":true},{"text":"을 드려요."}]},{"type":"paragraph","spans":[{"text":"연결된 매장의 이용권 구매 시","bold":true},{"text":" 쓸 수 있어요. 미용 예약 요청이나 예약금에는 쓸 수 없어요."}]},{"type":"list","ordered":true,"items":["아래 쿠폰 받기를 누르면 쿠폰함에 담겨요.","다니는 매장이 보내 준 초대 링크로 매장을 연결해요.","그 매장의 이용권을 살 때 쿠폰을 적용하면 20% 할인돼요."]},{"type":"list","ordered":false,"items":["한 계정당 한 번만 받을 수 있어요.","다른 할인과 함께 쓸 수 없어요.","2만 원 이상 이용권에 쓸 수 있고, 최대 할인 금액은 1만 원이에요."]}]'::jsonb
WHERE "blocks" = '[{"type":"paragraph","spans":[{"text":"가디언에서 처음 미용을 예약하는 보호자님께 "},{"text":"20% 할인 쿠폰","bold":true},{"text":"을 드립니다."}]},{"type":"list","ordered":true,"items":["아래 쿠폰 받기를 누르면 쿠폰함에 담겨요.","가까운 미용 매장의 이용권을 고르세요.","결제할 때 쿠폰을 적용하면 할인돼요."]},{"type":"list","ordered":false,"items":["한 계정당 한 번만 받을 수 있어요.","다른 할인과 함께 쓸 수 없어요.","최대 할인 금액은 1만 원이에요."]}]'::jsonb;--> statement-breakpoint
UPDATE "events" SET "summary" = '연결된 유치원의 이용권을 살 때 쓰는 5,000원 할인 쿠폰으로 시작해 보세요.'
WHERE "summary" = '제휴 유치원 반나절 체험, 5,000원 할인 쿠폰으로 시작해 보세요.';--> statement-breakpoint
-- Its shop card (the third block, when the shop exists) stays: the condition goes in after the first paragraph.
UPDATE "events"
SET "blocks" = jsonb_build_array("blocks" -> 0, '{"type":"paragraph","spans":[{"text":"쿠폰은 "},{"text":"연결된 매장의 이용권 구매 시","bold":true},{"text":" 쓸 수 있어요. 체험 예약에는 쓸 수 없어요."}]}'::jsonb) || ("blocks" - 0)
WHERE "blocks" -> 0 = '{"type":"paragraph","spans":[{"text":"사회화가 걱정되는 아이라면 반나절 체험으로 유치원을 먼저 경험해 보세요."}]}'::jsonb
  AND "blocks" -> 1 = '{"type":"list","ordered":false,"items":["생후 4개월 이상, 기본 접종을 마친 아이","체험은 평일 오전 10시~오후 2시"]}'::jsonb;--> statement-breakpoint
UPDATE "events" SET "summary" = '연결된 매장의 미용, 호텔, 유치원, 데이케어 이용권에 쓰는 3,000원 할인 쿠폰을 드려요.'
WHERE "summary" = '미용, 호텔, 유치원, 데이케어 어디서나 쓰는 3,000원 할인 쿠폰을 드려요.';--> statement-breakpoint
UPDATE "events" SET "blocks" = '[{"type":"paragraph","spans":[{"text":"가디언을 찾아 주시는 보호자님께 고마운 마음을 담아 "},{"text":"3,000원 할인 쿠폰","bold":true},{"text":"을 드려요."}]},{"type":"paragraph","spans":[{"text":"연결된 매장의 이용권 구매 시","bold":true},{"text":" 쓸 수 있어요. 예약 요청이나 예약금에는 쓸 수 없어요."}]},{"type":"list","ordered":true,"items":["아래 쿠폰 받기를 누르면 쿠폰함에 담겨요.","연결된 매장의 미용, 호텔, 유치원, 데이케어 이용권 중 하나를 고르세요.","이용권을 살 때 쿠폰을 적용하면 할인돼요."]},{"type":"list","ordered":false,"items":["한 계정당 한 번만 받을 수 있어요.","15,000원 이상 이용권에 쓸 수 있어요.","받은 날부터 30일 동안 쓸 수 있어요."]}]'::jsonb
WHERE "blocks" = '[{"type":"paragraph","spans":[{"text":"가디언을 찾아 주시는 보호자님께 고마운 마음을 담아 "},{"text":"3,000원 할인 쿠폰","bold":true},{"text":"을 드려요."}]},{"type":"list","ordered":true,"items":["아래 쿠폰 받기를 누르면 쿠폰함에 담겨요.","미용, 호텔, 유치원, 데이케어 중 이용권을 고르세요.","결제할 때 쿠폰을 적용하면 할인돼요."]},{"type":"list","ordered":false,"items":["한 계정당 한 번만 받을 수 있어요.","15,000원 이상 결제할 때 쓸 수 있어요.","받은 날부터 30일 동안 쓸 수 있어요."]}]'::jsonb;--> statement-breakpoint
-- The coupons' names and descriptions: the events' terms, then the coupons taken from them (the same old pair).
CREATE TEMPORARY TABLE "coupon_copy_0016" ("old_name" text, "old_description" text, "name" text, "description" text);--> statement-breakpoint
INSERT INTO "coupon_copy_0016" VALUES
  ('첫 미용 20% 할인 쿠폰', '가디언 제휴 매장 결제 시 사용, 최대 1만 원 할인', '이용권 20% 할인 쿠폰', '연결된 매장의 이용권 구매 시 사용, 최대 1만 원 할인'),
  ('유치원 체험 5,000원 할인', '제휴 유치원·데이케어 결제 시 5,000원 할인', '이용권 5,000원 할인 쿠폰', '연결된 매장의 이용권 구매 시 5,000원 할인'),
  ('데이케어 첫 방문 1만 원 할인', '제휴 데이케어 첫 방문 결제 시 1만 원 할인', '데이케어 첫 방문 1만 원 할인', '연결된 매장의 이용권 구매 시 1만 원 할인'),
  ('가디언 감사 3,000원 할인', '가디언 제휴 매장 결제 시 3,000원 할인', '가디언 감사 3,000원 할인', '연결된 매장의 이용권 구매 시 3,000원 할인');--> statement-breakpoint
UPDATE "events" AS e
SET "coupon" = e."coupon" || jsonb_build_object('name', c."name", 'description', c."description")
FROM "coupon_copy_0016" AS c
WHERE e."coupon" ->> 'name' = c."old_name" AND e."coupon" ->> 'description' = c."old_description";--> statement-breakpoint
UPDATE "coupons" AS t SET "name" = c."name", "description" = c."description"
FROM "coupon_copy_0016" AS c
WHERE t."source" LIKE 'EVENT:%' AND t."name" = c."old_name" AND t."description" = c."old_description";--> statement-breakpoint
DROP TABLE "coupon_copy_0016";
