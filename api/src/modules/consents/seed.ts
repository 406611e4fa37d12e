import { asc, count, eq } from 'drizzle-orm';
import { consentForms, shops, staff, users } from '../../db/schema/index.js';
import type { ConsentKind } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { DEMO_ACCOUNT } from '../users/seed.js';
import { demoStaffEmail } from '../partner/seed.js';
import { signaturePng } from './signature-png.js';

const HOUR = 3600_000;

const GROOMING = `미용 중 발생할 수 있는 위험에 대해 안내드립니다.

1. 미용 도구 사용 중 피부 발적, 가벼운 긁힘이나 상처가 생길 수 있습니다. 피부가 약하거나 털이 심하게 엉킨 경우 그 가능성이 커집니다.
2. 노령견, 심장·호흡기 질환이 있는 반려동물은 미용 중 스트레스로 컨디션이 나빠질 수 있습니다. 지병이 있다면 미리 알려 주세요.
3. 미용 중 이상 증상이 보이면 즉시 미용을 멈추고 보호자께 연락드리며, 필요하면 가까운 동물병원으로 이동합니다.
4. 매장의 과실이 아닌 기존 질환이나 체질로 인한 문제에 대해서는 책임을 지지 않습니다.

위 내용을 충분히 읽고 이해하였으며 미용 진행에 동의합니다.`;

const PHOTO = `미용 전후 사진 촬영과 게시에 동의합니다.

매장은 반려동물의 미용 전후 사진을 촬영하여 알림장으로 보내드리며, 보호자께서 동의하신 경우에 한해 매장 소식(SNS 포함)에 게시할 수 있습니다. 보호자의 얼굴이나 개인정보는 게시하지 않으며, 언제든 게시 중단을 요청하실 수 있습니다.`;

const HOTEL = `호텔링 이용 동의서

1. 입실 시 사료, 복용 중인 약, 평소 쓰는 담요를 함께 맡겨 주세요. 사료 급여 시간과 양은 보호자께서 알려주신 대로 지킵니다.
2. 다른 반려동물과 함께 지내는 공간에서 가벼운 다툼이나 스트레스가 생길 수 있습니다. 공격성이 있다면 미리 알려 주세요.
3. 머무는 동안 아프거나 다치면 보호자께 먼저 연락드리고, 연락이 닿지 않으면 제휴 동물병원에서 응급 진료를 받게 하며 진료비는 보호자가 부담합니다.
4. 퇴실 예정일에서 하루가 지나도록 연락 없이 데려가지 않으면 하루 이용료가 추가됩니다.`;

const VACCINATION_V1 = `예방접종 확인서

유치원은 여러 반려동물이 함께 지내는 곳이므로 종합백신(DHPPL), 코로나 장염, 켄넬코프, 광견병 예방접종을 마친 반려동물만 등원할 수 있습니다. 접종 기록은 등원 첫날 확인합니다.`;

const VACCINATION_V2 = `${VACCINATION_V1}

추가: 2026년 12월부터는 인플루엔자 예방접종도 확인합니다. 접종 후 1년이 지났다면 추가 접종 후 등원해 주세요.`;

interface FormSpec {
  kind: ConsentKind;
  title: string;
  body: string;
  perPet: boolean;
  requiredForBooking: boolean;
  /** Demo pets (by name) that signed version 1; per-owner forms: ['보호자']. */
  signedBy: string[];
  /** The shop rewrote the text after the signatures (다시 서명 필요). */
  revisedBody?: string;
}

/**
 * Consent forms for the demo shops 1-3 and the demo owner's signatures: shop 1 (grooming) has its risk form, signed
 * for 코코, still to sign for 나비, and a photo consent to sign (neither required: the booking stories confirm there); shop 2 (hotel) requires its stay form,
 * unsigned (staff2 cannot confirm the demo's 요청 stay until it is signed); shop 3 changed its vaccination text after
 * 코코 signed (다시 서명 필요).
 */
export const demoConsentsSeed: Seed = {
  name: 'demo-consents',
  dependsOn: ['demo-owner', 'demo-staff', 'demo-reservations'],
  when: (o) => o.demo,
  async run({ db, services, now }) {
    const [owner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.userId));
    const pets = await services.pets.list(owner.userSeq);
    const demoShops = await db.select().from(shops).orderBy(asc(shops.shopId)).limit(3);
    const specs: FormSpec[][] = [
      [
        {
          kind: 'GROOMING',
          title: '미용 위험 고지 동의서',
          body: GROOMING,
          perPet: true,
          requiredForBooking: false,
          signedBy: ['코코'],
        },
        {
          kind: 'GROOMING',
          title: '사진 촬영·게시 동의서',
          body: PHOTO,
          perPet: false,
          requiredForBooking: false,
          signedBy: [],
        },
      ],
      [
        {
          kind: 'HOTEL',
          title: '호텔링 이용 동의서',
          body: HOTEL,
          perPet: true,
          requiredForBooking: true,
          signedBy: [],
        },
      ],
      [
        {
          kind: 'VACCINATION',
          title: '예방접종 확인서',
          body: VACCINATION_V1,
          perPet: true,
          requiredForBooking: false,
          signedBy: ['코코'],
          revisedBody: VACCINATION_V2,
        },
      ],
    ];
    const signature = `data:image/png;base64,${signaturePng().toString('base64')}`;
    for (const [i, shop] of demoShops.entries()) {
      const [member] = await db
        .select()
        .from(staff)
        .where(eq(staff.email, demoStaffEmail(i + 1)));
      for (const spec of specs[i] ?? []) {
        const { signedBy, revisedBody, ...input } = spec;
        // Made by no one: a seeded form tells nobody (the revision below does tell who signed it, a day ago).
        const form = await services.consents.createForm(null, { ...input, shopId: shop.shopId });
        for (const name of signedBy) {
          const pet = pets.find((p) => p.name === name);
          await services.consents.sign(
            owner.userSeq,
            form.formSeq,
            { petSeq: spec.perPet ? pet?.petSeq : null, version: 1, signature },
            new Date(now.getTime() - 72 * HOUR),
          );
        }
        if (revisedBody)
          await services.consents.updateForm(
            member.staffSeq,
            form.formSeq,
            {
              title: input.title,
              body: revisedBody,
              perPet: input.perPet,
              requiredForBooking: input.requiredForBooking,
            },
            new Date(now.getTime() - 24 * HOUR),
          );
      }
    }
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(consentForms))[0].n) > 0,
};
