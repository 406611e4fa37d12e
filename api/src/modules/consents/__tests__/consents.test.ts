import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, partnerLogin, testClock, uncapped } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  type Owner,
} from '../../../test/factories.js';
import { signatureDataUrl, signaturePng } from '../signature-png.js';
import type { TestContext } from '../../../test/test-app.js';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const GROOMING_TEXT =
  '미용 중 피부 발적, 작은 상처가 생길 수 있으며 노령견은 스트레스로 컨디션이 나빠질 수 있습니다. 이상이 보이면 바로 연락드립니다.';

let t: TestContext;
let alice: Owner;
let bob: Owner;
let coco: number;
let salon: number;
let bath: number;
let bam: number;
let otherShop: number;
let staff: { auth: { authorization: string } };
let otherStaff: { auth: { authorization: string } };
let booking: number; // alice's REQUESTED visit with coco at the salon
let formSeq: number;
let petFreeForm: number;
const clock = testClock();

beforeAll(async () => {
  t = await bookingContext(clock, uncapped); // now = Monday 2026-11-23 09:00 Seoul
  alice = await createOwner(t, { nickname: '앨리스' });
  bob = await createOwner(t, { nickname: '밥아저씨' });
  coco = await createPet(t, alice, { name: '코코' });
  await createPet(t, alice, { name: '나비', kind: 'CAT', weightKg: 4 });
  bam = await createPet(t, bob, { name: '밤이' });
  const s = await createShop(t, { name: '해피 미용실', products: [{ name: '목욕' }] });
  [salon, bath] = [s.shopId, s.products['목욕']];
  otherShop = (await createShop(t, { name: '다른 미용실' })).shopId;
  staff = await partnerLogin(t, 'groomer@guardian.kr', [salon], 'OWNER');
  otherStaff = await partnerLogin(t, 'other@guardian.kr', [otherShop], 'OWNER');
  booking = await createReservation(t, alice, {
    shopId: salon,
    productSeq: s.products['목욕'],
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
      kind: 'GROOMING',
      title: '미용 위험 고지 동의서',
      body: GROOMING_TEXT,
      perPet: true,
      requiredForBooking: true,
    },
  });
  expect(created.statusCode).toBe(200);
  formSeq = created.json().data.formSeq;
  const once = await t.inject({
    method: 'POST',
    url: '/v2/partner/consent-forms',
    headers: staff.auth,
    payload: {
      shopId: salon,
      kind: 'HOTEL',
      title: '개인정보 수집 동의',
      body: '예약과 연락을 위해 보호자 연락처를 수집합니다. 보관 기간은 마지막 방문 후 1년입니다.',
      perPet: false,
      requiredForBooking: false,
    },
  });
  petFreeForm = once.json().data.formSeq;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
const sign = (who: Owner, id: number, payload: object) =>
  t.inject({ method: 'POST', url: `/v2/consent/forms/${id}/sign`, headers: who.auth, payload });
const confirm = () =>
  t.inject({ method: 'POST', url: `/v2/partner/reservations/${booking}/confirm`, headers: staff.auth });
const statusOf = async () =>
  (await get(`/v2/reservations/${booking}`, alice.auth)).json().data.status as string;

describe('the owner’s consent forms', () => {
  it('lists the forms of the shops the owner booked with, to sign per pet', async () => {
    const res = await get('/v2/consent/forms', alice.auth);
    expect(res.statusCode).toBe(200);
    const form = res.json().data.find((f: { formSeq: number }) => f.formSeq === formSeq);
    expect(form).toMatchObject({
      shopName: '해피 미용실',
      version: 1,
      state: 'TO_SIGN',
      requiredForBooking: true,
    });
    expect(form.targets.map((x: { petName: string; state: string }) => [x.petName, x.state])).toEqual([
      ['코코', 'TO_SIGN'],
      ['나비', 'TO_SIGN'],
    ]);
    expect(form).not.toHaveProperty('body');
    // Bob has nothing to do with the salon: no forms, and the form itself is not found.
    expect((await get('/v2/consent/forms', bob.auth)).json().data).toEqual([]);
    expect((await get(`/v2/consent/forms/${formSeq}`, bob.auth)).json().resultCode).toBe(
      'CONSENT_FORM_NOT_FOUND',
    );
  });

  it('refuses the shop’s confirm while a required form is unsigned, and changes nothing', async () => {
    const res = await confirm();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      resultCode: 'CONSENT_REQUIRED',
      data: { forms: [{ formSeq, title: '미용 위험 고지 동의서', petNames: ['코코'] }] },
    });
    expect(await statusOf()).toBe('REQUESTED');
  });

  it('refuses a signature without a pet, of another version, an image that is not a PNG, another owner’s pet', async () => {
    const signature = signatureDataUrl();
    expect((await sign(alice, formSeq, { version: 1, signature })).json().resultCode).toBe(
      'CONSENT_PET_REQUIRED',
    );
    const stale = await sign(alice, formSeq, { petSeq: coco, version: 2, signature });
    expect([stale.statusCode, stale.json().resultCode]).toEqual([409, 'CONSENT_VERSION_CHANGED']);
    const notPng = await sign(alice, formSeq, {
      petSeq: coco,
      version: 1,
      signature: `data:image/png;base64,${Buffer.from('GIF89a'.repeat(30)).toString('base64')}`,
    });
    expect([notPng.statusCode, notPng.json().resultCode]).toEqual([400, 'CONSENT_INVALID_SIGNATURE']);
    // PNGs the signed copy's PDF could not draw: only the magic bytes, or pixel data cut short.
    const png = signaturePng();
    for (const broken of [
      Buffer.concat([png.subarray(0, 8), Buffer.alloc(100, 7)]),
      Buffer.concat([png.subarray(0, png.length - 40), png.subarray(png.length - 12)]),
    ]) {
      const res = await sign(alice, formSeq, {
        petSeq: coco,
        version: 1,
        signature: `data:image/png;base64,${broken.toString('base64')}`,
      });
      expect([res.statusCode, res.json().resultCode]).toEqual([400, 'CONSENT_INVALID_SIGNATURE']);
    }
    const bobs = await sign(bob, formSeq, { petSeq: coco, version: 1, signature });
    expect([bobs.statusCode, bobs.json().resultCode]).toEqual([404, 'CONSENT_FORM_NOT_FOUND']);
    const form = (await get(`/v2/consent/forms/${formSeq}`, alice.auth)).json().data;
    expect(form.targets.every((x: { state: string }) => x.state === 'TO_SIGN')).toBe(true);
  });

  it('signs the exact text for one pet; the PDF carries the SHA-256 of that text; once only', async () => {
    clock.set('2026-11-23T01:30:00Z');
    const res = await sign(alice, formSeq, { petSeq: coco, version: 1, signature: signatureDataUrl() });
    expect(res.statusCode).toBe(200);
    const signed = res.json().data;
    expect(signed).toMatchObject({
      formSeq,
      petName: '코코',
      version: 1,
      body: GROOMING_TEXT,
      bodySha256: sha256(GROOMING_TEXT),
      signedAt: '2026-11-23T01:30:00.000Z',
    });
    const form = (await get(`/v2/consent/forms/${formSeq}`, alice.auth)).json().data;
    expect(form.targets.map((x: { state: string }) => x.state)).toEqual(['SIGNED', 'TO_SIGN']);
    expect(form.state).toBe('TO_SIGN');
    const again = await sign(alice, formSeq, { petSeq: coco, version: 1, signature: signatureDataUrl() });
    expect(again.json().resultCode).toBe('CONSENT_ALREADY_SIGNED');

    const pdf = await get(signed.pdfPath, alice.auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`consent-${signed.signatureSeq}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(`sha256:${sha256(GROOMING_TEXT)}`);
    expect(pdf.rawPayload.length).toBeLessThan(200_000); // a font subset, not the 6 MB font
  });

  it('lets the shop’s staff download the signed copy; another shop’s staff and another owner get 404', async () => {
    const [mine] = (await get(`/v2/partner/consent-forms/${formSeq}/signatures`, staff.auth)).json().data;
    expect(mine).toMatchObject({ petName: '코코', ownerNickname: '앨리스', version: 1 });
    const url = `/v2/partner/consent-signatures/${mine.signatureSeq}/pdf`;
    expect((await get(url, staff.auth)).headers['content-type']).toBe('application/pdf');
    const foreign = await get(url, otherStaff.auth);
    expect([foreign.statusCode, foreign.json().resultCode]).toEqual([404, 'CONSENT_SIGNATURE_NOT_FOUND']);
    expect((await get(`/v2/consent/signatures/${mine.signatureSeq}/pdf`, bob.auth)).statusCode).toBe(404);
    expect((await get(`/v2/consent/signatures/${mine.signatureSeq}`, bob.auth)).statusCode).toBe(404);
    expect((await get(`/v2/partner/consent-forms/${formSeq}/signatures`, otherStaff.auth)).statusCode).toBe(
      404,
    );
  });

  it('lets the shop confirm once the booked pet signed', async () => {
    const res = await confirm();
    expect(res.statusCode).toBe(200);
    expect(await statusOf()).toBe('CONFIRMED');
  });

  it('asks again (RESIGN) when the shop changes the text; another shop’s staff cannot change it', async () => {
    const update = { title: '미용 위험 고지 동의서', perPet: true, requiredForBooking: true };
    const foreign = await t.inject({
      method: 'PUT',
      url: `/v2/partner/consent-forms/${formSeq}`,
      headers: otherStaff.auth,
      payload: { ...update, body: '다른 매장이 바꾼 내용입니다. 이 내용은 저장되면 안 됩니다.' },
    });
    expect([foreign.statusCode, foreign.json().resultCode]).toEqual([404, 'CONSENT_FORM_NOT_FOUND']);
    // Same text, other flags: still version 1.
    const flagsOnly = await t.inject({
      method: 'PUT',
      url: `/v2/partner/consent-forms/${formSeq}`,
      headers: staff.auth,
      payload: { ...update, body: GROOMING_TEXT },
    });
    expect(flagsOnly.json().data.version).toBe(1);
    const newText = `${GROOMING_TEXT} 마취가 필요한 미용은 하지 않습니다.`;
    const changed = await t.inject({
      method: 'PUT',
      url: `/v2/partner/consent-forms/${formSeq}`,
      headers: staff.auth,
      payload: { ...update, body: newText },
    });
    expect(changed.json().data).toMatchObject({ version: 2, body: newText, signatureCount: 1 });
    const form = (await get(`/v2/consent/forms/${formSeq}`, alice.auth)).json().data;
    expect(form).toMatchObject({ version: 2, body: newText, state: 'RESIGN' });
    expect(form.targets[0]).toMatchObject({ petName: '코코', state: 'RESIGN', signedVersion: 1 });
    const resigned = await sign(alice, formSeq, { petSeq: coco, version: 2, signature: signatureDataUrl() });
    expect(resigned.json().data).toMatchObject({ version: 2, bodySha256: sha256(newText) });
    // The first signature still proves what was signed then.
    const first = (await get(`/v2/consent/signatures/${form.targets[0].signatureSeq}`, alice.auth)).json()
      .data;
    expect(first).toMatchObject({ version: 1, bodySha256: sha256(GROOMING_TEXT) });
  });

  it('signs a per-owner form once, without a pet, even when the button is pressed twice at once', async () => {
    const [a, b] = await Promise.all([
      sign(alice, petFreeForm, { version: 1, signature: signatureDataUrl() }),
      sign(alice, petFreeForm, { version: 1, signature: signatureDataUrl() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const res = a.statusCode === 200 ? a : b;
    expect(res.json().data).toMatchObject({ petSeq: null, petName: null });
    const signatures = (await get(`/v2/partner/consent-forms/${petFreeForm}/signatures`, staff.auth)).json()
      .data;
    expect(signatures).toHaveLength(1);
    const form = (await get(`/v2/consent/forms/${petFreeForm}`, alice.auth)).json().data;
    expect(form).toMatchObject({ state: 'SIGNED', targets: [{ petSeq: null, state: 'SIGNED' }] });
    // Bob books the salon too: the form is his to sign, Alice's signature is not his.
    await createReservation(t, bob, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [bam],
      date: '2026-11-27',
      time: '14:00',
    });
    const bobs = (await get('/v2/consent/forms', bob.auth)).json().data;
    expect(bobs.find((f: { formSeq: number }) => f.formSeq === petFreeForm)).toMatchObject({
      state: 'TO_SIGN',
      targets: [{ petSeq: null, state: 'TO_SIGN' }],
    });
  });

  it('keeps a form the owner signed within reach once the one booking at its shop is cancelled; not the others', async () => {
    const carol = await createOwner(t, { nickname: '캐럴' });
    const dubu = await createPet(t, carol, { name: '두부' });
    const visit = await createReservation(t, carol, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [dubu],
      date: '2026-11-28',
      time: '11:00',
    });
    const signed = await sign(carol, petFreeForm, { version: 1, signature: signatureDataUrl() });
    expect(signed.statusCode).toBe(200);
    const cancelled = await t.inject({
      method: 'POST',
      url: `/v2/reservations/${visit}/cancel`,
      headers: carol.auth,
    });
    expect(cancelled.statusCode).toBe(200);

    const forms = (await get('/v2/consent/forms', carol.auth)).json().data;
    expect(forms.map((f: { formSeq: number; state: string }) => [f.formSeq, f.state])).toEqual([
      [petFreeForm, 'SIGNED'],
    ]);
    const form = await get(`/v2/consent/forms/${petFreeForm}`, carol.auth);
    expect(form.statusCode).toBe(200);
    expect(form.json().data.targets[0].signatureSeq).toBe(signed.json().data.signatureSeq);
    // The salon's form Carol never signed is not hers to see any more.
    expect((await get(`/v2/consent/forms/${formSeq}`, carol.auth)).json().resultCode).toBe(
      'CONSENT_FORM_NOT_FOUND',
    );
  });

  it('the shop writes forms only for its own shops', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/partner/consent-forms',
      headers: otherStaff.auth,
      payload: {
        shopId: salon,
        kind: 'VACCINATION',
        title: '접종',
        body: '접종 증명서를 보여 주세요 열 글자',
        perPet: true,
        requiredForBooking: false,
      },
    });
    expect(res.statusCode).toBe(403);
    expect((await get('/v2/partner/consent-forms', otherStaff.auth)).json().data).toEqual([]);
  });
});
