import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, partnerLogin, testClock, uncapped } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  type Owner,
} from '../../../test/factories.js';
import { signatureDataUrl } from '../signature-png.js';
import type { TestContext } from '../../../test/test-app.js';

/**
 * The shop changes who signs a form (per pet ↔ once per owner) and nothing else. That is a new rule for the owner, so
 * it is a new version, as a new text is: those who signed are told and asked to sign again, and the shop's confirm
 * waits for the new signature. Before, the old signatures silently stopped counting (and came back when flipped again).
 */
const TEXT = '접종 증명서를 확인합니다. 최근 1년 안에 종합백신과 광견병 접종을 마친 아이만 이용할 수 있어요.';

let t: TestContext;
let alice: Owner;
let bob: Owner;
let coco: number;
let nabi: number;
let salon: number;
let bath: number;
let staff: { auth: { authorization: string } };
let formSeq: number;
let visit: number; // alice's REQUESTED visit with 코코: the form is hers to sign
const clock = testClock();

beforeAll(async () => {
  t = await bookingContext(clock, uncapped); // now = Monday 2026-11-23 09:00 Seoul
  alice = await createOwner(t, { nickname: '앨리스' });
  bob = await createOwner(t, { nickname: '밥아저씨' });
  coco = await createPet(t, alice, { name: '코코' });
  nabi = await createPet(t, alice, { name: '나비', kind: 'CAT', weightKg: 4 });
  const bam = await createPet(t, bob, { name: '밤이' });
  const s = await createShop(t, {
    name: '해피 미용실',
    products: [{ name: '목욕' }],
    settings: { staffCount: 5 },
  });
  [salon, bath] = [s.shopId, s.products['목욕']];
  staff = await partnerLogin(t, 'groomer@guardian.kr', [salon], 'OWNER');
  // Bob is a customer of the salon who never signed: the change is not news for him.
  await createReservation(t, bob, {
    shopId: salon,
    productSeq: bath,
    petSeqs: [bam],
    date: '2026-11-27',
    time: '11:00',
  });
  visit = await createReservation(t, alice, {
    shopId: salon,
    productSeq: bath,
    petSeqs: [coco],
    date: '2026-11-26',
    time: '14:00',
  });
  const created = await t.inject({
    method: 'POST',
    url: '/v2/partner/consent-forms',
    headers: staff.auth,
    payload: {
      shopId: salon,
      kind: 'VACCINATION',
      title: '예방접종 확인서',
      body: TEXT,
      perPet: true,
      requiredForBooking: true,
    },
  });
  expect(created.statusCode).toBe(200);
  formSeq = created.json().data.formSeq;
});
afterAll(() => t.close());

const formOf = async (who: Owner) =>
  (await t.inject({ method: 'GET', url: `/v2/consent/forms/${formSeq}`, headers: who.auth })).json().data as {
    version: number;
    perPet: boolean;
    state: string;
    targets: { petName: string | null; state: string; signedVersion: number | null }[];
  };
const targets = async (who: Owner) =>
  (await formOf(who)).targets.map((x) => [x.petName, x.state, x.signedVersion]);
const save = (perPet: boolean) =>
  t.inject({
    method: 'PUT',
    url: `/v2/partner/consent-forms/${formSeq}`,
    headers: staff.auth,
    payload: { title: '예방접종 확인서', body: TEXT, perPet, requiredForBooking: true },
  });
const sign = (version: number, petSeq?: number) =>
  t.inject({
    method: 'POST',
    url: `/v2/consent/forms/${formSeq}/sign`,
    headers: alice.auth,
    payload: { petSeq, version, signature: signatureDataUrl() },
  });
const news = async (who: Owner) =>
  (await t.inject({ method: 'GET', url: '/v2/notifications', headers: who.auth })).json().data.items as {
    kind: string;
    title: string;
    body: string;
    link: string | null;
  }[];
const consentNews = async (who: Owner) => (await news(who)).filter((n) => n.kind === 'CONSENT');

describe('the shop changes who signs a form', () => {
  it('per pet → once per owner: a new version, the owner who signed is asked again and told', async () => {
    expect((await sign(1, coco)).statusCode).toBe(200);
    expect((await sign(1, nabi)).statusCode).toBe(200);
    expect(await targets(alice)).toEqual([
      ['코코', 'SIGNED', 1],
      ['나비', 'SIGNED', 1],
    ]);
    const before = (await consentNews(alice)).length;
    const bobBefore = (await consentNews(bob)).length;

    const res = await save(false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, perPet: false, body: TEXT });

    // 다시 서명 필요 (not 서명 필요 as if never asked), with the version signed before.
    expect(await formOf(alice)).toMatchObject({ version: 2, perPet: false, state: 'RESIGN' });
    expect(await targets(alice)).toEqual([[null, 'RESIGN', 1]]);
    // Told the way a new text is told, opening the form.
    const told = await consentNews(alice);
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({
      title: '해피 미용실 동의서가 바뀌었어요',
      body: '예방접종 확인서 · 바뀐 내용을 읽고 다시 서명해 주세요',
      link: `/consent/${formSeq}`,
    });
    expect(await consentNews(bob)).toHaveLength(bobBefore);

    // Signing the version read before the change is refused; the new one is signed once, for the owner.
    expect((await sign(1)).json().resultCode).toBe('CONSENT_VERSION_CHANGED');
    expect((await sign(2)).statusCode).toBe(200);
    expect(await targets(alice)).toEqual([[null, 'SIGNED', 2]]);
  });

  it('flipping back does not bring the old per-pet signatures back to life: asked again, per pet', async () => {
    const before = (await consentNews(alice)).length;
    const res = await save(true);
    expect(res.json().data).toMatchObject({ version: 3, perPet: true });
    // Each pet is asked again, showing the newest signature: the owner's of version 2.
    expect(await targets(alice)).toEqual([
      ['코코', 'RESIGN', 2],
      ['나비', 'RESIGN', 2],
    ]);
    expect(await consentNews(alice)).toHaveLength(before + 1);

    // The shop's confirm waits for the new signatures, and takes them.
    const confirm = () =>
      t.inject({ method: 'POST', url: `/v2/partner/reservations/${visit}/confirm`, headers: staff.auth });
    expect((await confirm()).json().resultCode).toBe('CONSENT_REQUIRED');
    expect((await sign(3, coco)).statusCode).toBe(200);
    expect(await targets(alice)).toEqual([
      ['코코', 'SIGNED', 3],
      ['나비', 'RESIGN', 2],
    ]);
    expect((await confirm()).statusCode).toBe(200);
  });

  it('once per owner → per pet: each pet is asked again, even one added since, showing the owner’s signature', async () => {
    expect((await save(false)).json().data.version).toBe(4);
    expect((await sign(4)).statusCode).toBe(200);
    await createPet(t, alice, { name: '두부' });
    expect((await save(true)).json().data.version).toBe(5);
    // The owner's signature of version 4 is the newest (코코's own was of version 3, 나비's of version 1).
    expect(await targets(alice)).toEqual([
      ['코코', 'RESIGN', 4],
      ['나비', 'RESIGN', 4],
      ['두부', 'RESIGN', 4],
    ]);
    // A per-owner signature is never a pet's 서명 완료: each pet signs version 5 itself.
    expect((await sign(5, nabi)).statusCode).toBe(200);
    expect((await targets(alice)).map(([name, state]) => [name, state])).toEqual([
      ['코코', 'RESIGN'],
      ['나비', 'SIGNED'],
      ['두부', 'RESIGN'],
    ]);
  });

  it('saving the same text and way with another booking rule is not a new version and tells no one', async () => {
    const before = (await consentNews(alice)).length;
    const res = await t.inject({
      method: 'PUT',
      url: `/v2/partner/consent-forms/${formSeq}`,
      headers: staff.auth,
      payload: { title: '예방접종 확인서', body: TEXT, perPet: true, requiredForBooking: false },
    });
    expect(res.json().data).toMatchObject({ version: 5, requiredForBooking: false });
    expect(await consentNews(alice)).toHaveLength(before);
  });
});
