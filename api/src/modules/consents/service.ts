import { inflateSync } from 'node:zlib';
import type { Repositories } from '../../repositories.js';
import type { Scope, UnitOfWork } from '../../unit-of-work.js';
import { sha256 } from '../../infra/tokens.js';
import { AppError } from '../../lib/errors.js';
import type { ConsentFormWithShop } from './repository.js';
import { renderSignedPdf } from './pdf.js';
import type { ConsentState, FormText } from './schemas.js';
import type { ConsentKind } from '../../db/schema/index.js';

/** The owner's page of one form: read it, sign it. */
export const consentLink = (formSeq: number) => `/consent/${formSeq}`;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIGNATURE_BYTES = 256 * 1024;
const MAX_SIGNATURE_SIDE = 4096;
const MAX_SIGNATURE_PIXELS = 8 * 1024 * 1024;
/** Samples per pixel of the PNG colour types a signature pad may send: gray, RGB, palette, gray+alpha, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Whether the PDF of the signed copy can draw this PNG: the chunks hold together, the header is a non-interlaced
 * 8-bit image (1-8 bit with a palette) of a sane size, and the pixel data inflates to exactly its rows, each with a
 * known filter. Checked when signing: a PNG that only starts like one would make every later PDF download fail.
 */
function isDrawablePng(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) return false;
  let header: Buffer | null = null;
  let palette = false;
  let ended = false;
  const data: Buffer[] = [];
  for (let at = 8; at < bytes.length && !ended;) {
    if (at + 12 > bytes.length) return false;
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) return false;
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (header || length !== 13) return false;
      header = body;
    } else if (type === 'PLTE') palette = length > 0 && length % 3 === 0;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    at += 12 + length;
  }
  if (!header || !ended || !data.length) return false;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colour, compression, filter, interlace] = header.subarray(8);
  const channels = PNG_CHANNELS[colour];
  if (!channels || compression !== 0 || filter !== 0 || interlace !== 0) return false;
  if (colour === 3 ? ![1, 2, 4, 8].includes(depth) || !palette : depth !== 8) return false;
  if (!width || !height || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) return false;
  if (width * height > MAX_SIGNATURE_PIXELS) return false;
  const stride = 1 + Math.ceil((width * channels * depth) / 8);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: stride * height });
  } catch {
    return false; // not deflate data, or more of it than the header says
  }
  if (pixels.length !== stride * height) return false;
  for (let row = 0; row < height; row++) if (pixels[row * stride] > 4) return false;
  return true;
}

/** The signature pad's PNG as bare base64, or null when it is not a PNG of a sane size the PDF can draw. */
function parseSignaturePng(input: string): string | null {
  const base64 = input.replace(/^data:image\/png;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < 67 || bytes.length > MAX_SIGNATURE_BYTES) return null;
  return isDrawablePng(bytes) ? bytes.toString('base64') : null;
}

type SignatureBrief = {
  signatureSeq: number;
  formSeq: number;
  petSeq: number | null;
  version: number;
  signedAt: Date;
};

/** The worst state of a form's targets: 다시 서명 필요 before 서명 필요 before 서명 완료. */
const overall = (states: ConsentState[]): ConsentState =>
  states.includes('RESIGN') ? 'RESIGN' : states.includes('TO_SIGN') || !states.length ? 'TO_SIGN' : 'SIGNED';

/**
 * Consent forms: the shop writes them (each edit of the text, or of who signs, is a new version), the owner signs them
 * per pet (or once), the signed copy is a PDF of the exact text signed. A shop may require a form before it confirms a
 * booking.
 */
export class ConsentService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
  ) {}

  /** Which of the owner's pets (or the owner, for a per-owner form) signed the current version. */
  private async withStates(userSeq: number, forms: ConsentFormWithShop[]) {
    const [pets, signatures] = await Promise.all([
      this.repos.pets.list(userSeq),
      this.repos.consents.signaturesOf(
        userSeq,
        forms.map((f) => f.formSeq),
      ),
    ]);
    const latest = new Map<string, SignatureBrief>();
    // The newest signature of each form made the other way (per pet, or once per owner): after the shop changed who
    // signs (a new version), the owner who signed the old way is asked to sign again, not to sign as if never asked.
    const newestByWay = new Map<string, SignatureBrief>();
    for (const s of signatures) {
      const key = `${s.formSeq}:${s.petSeq ?? '-'}`;
      if (!latest.has(key)) latest.set(key, s);
      const way = `${s.formSeq}:${s.petSeq == null ? 'owner' : 'pet'}`;
      if (!newestByWay.has(way)) newestByWay.set(way, s);
    }
    return forms.map((form) => {
      const who = form.perPet
        ? pets.map((p) => ({ petSeq: p.petSeq as number | null, petName: p.name as string | null }))
        : [{ petSeq: null, petName: null }];
      const earlier = newestByWay.get(`${form.formSeq}:${form.perPet ? 'owner' : 'pet'}`);
      const targets = who.map((w) => {
        const own = latest.get(`${form.formSeq}:${w.petSeq ?? '-'}`);
        // A signature made the other way counts only for an earlier version: 다시 서명 필요 (never 서명 완료: it is not
        // this way). The newer of the two is the one shown (제N판에 서명한 뒤…).
        const other = earlier && earlier.version < form.version ? earlier : undefined;
        const s = own && (!other || own.version >= other.version) ? own : other;
        const state: ConsentState = !s ? 'TO_SIGN' : s.version === form.version ? 'SIGNED' : 'RESIGN';
        return {
          ...w,
          state,
          signatureSeq: s?.signatureSeq ?? null,
          signedAt: s?.signedAt ?? null,
          signedVersion: s?.version ?? null,
        };
      });
      return { ...form, state: overall(targets.map((t) => t.state)), targets };
    });
  }

  /** The forms of the owner's shops (linked or booked with), each with its state. */
  async ownerList(userSeq: number) {
    const forms = await this.withStates(userSeq, await this.repos.consents.ownerForms(userSeq));
    return forms.map(({ body: _body, ...f }) => f);
  }

  async ownerForm(userSeq: number, formSeq: number) {
    const [form] = await this.repos.consents.ownerForms(userSeq, formSeq);
    if (!form) throw new AppError('CONSENT_FORM_NOT_FOUND');
    return (await this.withStates(userSeq, [form]))[0];
  }

  /** Signs the version the owner read; a form edited meanwhile is refused so that nobody signs unseen text. */
  async sign(
    userSeq: number,
    formSeq: number,
    input: { petSeq?: number | null; version: number; signature: string },
    now: Date,
  ) {
    const form = await this.ownerForm(userSeq, formSeq);
    if (input.version !== form.version) throw new AppError('CONSENT_VERSION_CHANGED');
    const png = parseSignaturePng(input.signature);
    if (!png) throw new AppError('CONSENT_INVALID_SIGNATURE');
    let pet: { petSeq: number; name: string } | null = null;
    if (form.perPet) {
      if (input.petSeq == null) throw new AppError('CONSENT_PET_REQUIRED');
      pet = await this.repos.pets.one(userSeq, input.petSeq);
      if (!pet) throw new AppError('PET_NOT_FOUND');
    }
    const petSeq = pet?.petSeq ?? null;
    // Under the form's row lock: a double click, or the shop saving a new text meanwhile, is decided here.
    const signatureSeq = await this.uow(async ({ repos }) => {
      const locked = await repos.consents.lockForm(formSeq);
      if (locked?.version !== form.version) throw new AppError('CONSENT_VERSION_CHANGED');
      const [latest] = (await repos.consents.signaturesOf(userSeq, [formSeq])).filter(
        (s) => s.petSeq === petSeq,
      );
      if (latest?.version === form.version) throw new AppError('CONSENT_ALREADY_SIGNED');
      return repos.consents.insertSignature({
        formSeq,
        userSeq,
        petSeq,
        petName: pet?.name ?? null,
        version: form.version,
        title: form.title,
        body: form.body,
        bodySha256: sha256(form.body),
        signaturePng: png,
        signedAt: now,
      });
    });
    return this.ownerSignature(userSeq, signatureSeq);
  }

  private view(s: NonNullable<Awaited<ReturnType<Repositories['consents']['signature']>>>, pdfPath: string) {
    const { signaturePng: _png, userSeq: _user, ...rest } = s;
    return { ...rest, pdfPath };
  }

  async ownerSignature(userSeq: number, signatureSeq: number) {
    const s = await this.repos.consents.signature(signatureSeq, { userSeq });
    if (!s) throw new AppError('CONSENT_SIGNATURE_NOT_FOUND');
    return this.view(s, `/v2/consent/signatures/${signatureSeq}/pdf`);
  }

  /** The signed copy, for its owner or for the staff of the form's shop; anyone else: not found. */
  async pdf(signatureSeq: number, by: { userSeq: number } | { staffSeq: number }) {
    const scope = 'userSeq' in by ? by : { shopIds: await this.repos.partners.shopIds(by.staffSeq) };
    const s = await this.repos.consents.signature(signatureSeq, scope);
    if (!s) throw new AppError('CONSENT_SIGNATURE_NOT_FOUND');
    return { fileName: `consent-${signatureSeq}.pdf`, pdf: await renderSignedPdf(s) };
  }

  /**
   * Required forms the owner has not signed (in their current version) for every pet of a reservation; the shop's
   * confirm is refused while any is left (CONSENT_REQUIRED, with the forms in `data.forms`).
   *
   * A per-pet form counts only the booked pets the owner still has: a pet removed from their lists (or whose row is
   * gone) can no longer be signed for, and the owner's app no longer shows it, so counting it would hold the booking
   * at 요청 forever with nobody told. Removing a pet booked ahead is refused (PET_HAS_UPCOMING_RESERVATION); this
   * covers bookings whose pet was removed before that rule.
   */
  async assertSignedForBooking(reservationSeq: number) {
    const r = await this.repos.consents.reservationParties(reservationSeq);
    if (!r) return;
    const required = await this.repos.consents.requiredForms(r.shopId);
    if (!required.length) return;
    const booked = r.pets.flatMap((p) =>
      p.petSeq == null ? [] : [{ petSeq: p.petSeq, petName: p.petName }],
    );
    const gone = new Set(
      booked.length
        ? await this.repos.pets.missing(
            r.userSeq,
            booked.map((p) => p.petSeq),
          )
        : [],
    );
    const pets = booked.filter((p) => !gone.has(p.petSeq));
    const signatures = await this.repos.consents.signaturesOf(
      r.userSeq,
      required.map((f) => f.formSeq),
    );
    const signed = (formSeq: number, version: number, petSeq: number | null) =>
      signatures.find((s) => s.formSeq === formSeq && s.petSeq === petSeq)?.version === version;
    const missing = required
      .map((f) => ({
        formSeq: f.formSeq,
        title: f.title,
        pets: f.perPet
          ? pets.filter((p) => !signed(f.formSeq, f.version, p.petSeq)).map((p) => p.petName)
          : signed(f.formSeq, f.version, null)
            ? []
            : null,
      }))
      .filter((f) => f.pets === null || f.pets.length > 0);
    if (missing.length)
      throw new AppError('CONSENT_REQUIRED', undefined, {
        forms: missing.map((f) => ({ formSeq: f.formSeq, title: f.title, petNames: f.pets ?? [] })),
      });
  }

  // ---- the shop's side (partner API) ----

  private async staffForm(staffSeq: number, formSeq: number) {
    const [form] = await this.repos.consents.shopForms(await this.repos.partners.shopIds(staffSeq), formSeq);
    if (!form) throw new AppError('CONSENT_FORM_NOT_FOUND');
    return form;
  }

  private async withCounts(forms: ConsentFormWithShop[]) {
    return Promise.all(
      forms.map(async (f) => ({
        ...f,
        signatureCount: (await this.repos.consents.formSignatures(f.formSeq)).length,
      })),
    );
  }

  async partnerForms(staffSeq: number, shopId?: number) {
    const mine = await this.repos.partners.shopIds(staffSeq);
    if (shopId != null && !mine.includes(shopId)) throw new AppError('FORBIDDEN');
    return this.withCounts(await this.repos.consents.shopForms(shopId != null ? [shopId] : mine));
  }

  async createForm(
    staffSeq: number | null,
    input: FormText & { shopId: number; kind: ConsentKind },
    now = new Date(),
  ) {
    if (staffSeq != null && !(await this.repos.partners.shopIds(staffSeq)).includes(input.shopId))
      throw new AppError('FORBIDDEN');
    const title = input.title.trim();
    const formSeq = await this.uow(async (scope) => {
      const seq = await scope.repos.consents.createForm({ ...input, title, body: input.body.trim() });
      // A shop's new form asks its customers to sign (a seeded one, made by no one, tells nobody).
      if (staffSeq != null)
        await this.tell(
          scope,
          input.shopId,
          await scope.repos.consents.shopCustomers(input.shopId),
          {
            formSeq: seq,
            title,
            changed: false,
          },
          now,
        );
      return seq;
    });
    const [form] = await this.repos.consents.shopForms([input.shopId], formSeq);
    return (await this.withCounts([form]))[0];
  }

  /** A 소식 entry (kind CONSENT) for each of `userSeqs`: a form of the shop to sign, new or changed. */
  private async tell(
    { repos, services }: Scope,
    shopId: number,
    userSeqs: number[],
    form: { formSeq: number; title: string; changed: boolean },
    now: Date,
  ) {
    if (!userSeqs.length) return;
    const shopName = (await repos.notices.shopName(shopId)) ?? '매장';
    const text = form.changed
      ? {
          title: `${shopName} 동의서가 바뀌었어요`,
          body: `${form.title} · 바뀐 내용을 읽고 다시 서명해 주세요`,
        }
      : {
          title: `${shopName}에서 동의서 서명을 요청했어요`,
          body: `${form.title} · 읽어 보고 서명해 주세요`,
        };
    for (const userSeq of userSeqs)
      await services.notifications.notify(userSeq, 'CONSENT', text, consentLink(form.formSeq), now);
  }

  /**
   * A new text (or title), or a change of who signs (per pet ↔ once per owner), is a new version: earlier signatures
   * then ask for a new one, and those who signed are told. A flip alone used to keep the version, so a signature made
   * per pet no longer counted once the form was per owner (and came back when flipped again), with no word to anyone.
   * Whether it is required before a booking is the shop's rule, not the text signed: no new version.
   */
  async updateForm(staffSeq: number, formSeq: number, input: FormText, now: Date) {
    const form = await this.staffForm(staffSeq, formSeq);
    const title = input.title.trim();
    const body = input.body.trim();
    const changed = title !== form.title || body !== form.body || input.perPet !== form.perPet;
    await this.uow(async (scope) => {
      await scope.repos.consents.updateForm(formSeq, {
        title,
        body,
        perPet: input.perPet,
        requiredForBooking: input.requiredForBooking,
        version: changed ? form.version + 1 : form.version,
        updatedAt: now,
      });
      // A new version asks everyone who signed an earlier one to sign again (the others were asked when it came).
      if (changed)
        await this.tell(
          scope,
          form.shopId,
          await scope.repos.consents.signers(formSeq),
          {
            formSeq,
            title,
            changed: true,
          },
          now,
        );
    });
    return (await this.withCounts([await this.staffForm(staffSeq, formSeq)]))[0];
  }

  async partnerSignatures(staffSeq: number, formSeq: number) {
    await this.staffForm(staffSeq, formSeq);
    return this.repos.consents.formSignatures(formSeq);
  }
}
