import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError, validationError } from '../../lib/errors.js';
import type { SmsSender } from '../../infra/sms.js';
import { sha256 } from '../../infra/tokens.js';
import type { NewUser } from './repository.js';
import { nickname as nicknameSchema, type updateMeBody } from './schemas.js';
import { normaliseText } from '../../http/normalise-text.js';
import type { Static } from '@sinclair/typebox';
import type { MediaService } from '../media/service.js';
import { presentPet } from '../pets/present.js';

/** PUT /v2/me: a new phone number comes with the certification token of that number. */
export type ProfileInput = Static<typeof updateMeBody>;

/**
 * A nickname as stored and compared: NFC (a Hangul name typed as decomposed jamo is the same name) and trimmed,
 * then checked for length, so two spaces cannot pass as a two-letter name, and for names that pass for staff or a
 * deleted account. Throws VALIDATION_ERROR (naming `field`, the request's) or RESERVED_NICKNAME. Sign-up, the
 * profile edit and the duplicate check before sign-up all hold a nickname to this one rule.
 */
export function cleanNickname(raw: string, field = 'nickname') {
  // The HTTP schema already did this for requests; services are also called by seeds and flows
  // (SNS sign-up) that did not pass through it, so the same rule (one declaration) is applied here.
  const nickname = normaliseText(raw);
  const length = [...nickname].length;
  const { minLength, maxLength } = nicknameSchema;
  if (length < minLength! || length > maxLength!)
    throw validationError([
      { field, message: `닉네임은 앞뒤 공백을 빼고 ${minLength}~${maxLength}자로 입력해 주세요.` },
    ]);
  if (isReservedNickname(nickname)) throw new AppError('RESERVED_NICKNAME');
  return nickname;
}

// The service's staff, alone or behind its name (가디언 운영자); Latin spellings too. Compared without spaces and
// case, after NFKC (full-width ＡＤＭＩＮ is admin). shared/src/validation/rules.ts holds the same rule for the
// forms, and cases.json the verdicts both must give.
const STAFF_NAME = /^(?:가디언|guardian)?(?:관리자|운영자|운영진|운영팀|매니저|admin|manager)?$/;
/** What a deleted account is renamed to starts so (account-deletion.ts deletedNickname). */
const DELETED_PREFIX = '탈퇴회원';

/**
 * A nickname that would pass for the service's staff (가디언, 관리자, 운영자, 매니저) or for a deleted account
 * (탈퇴회원…), whatever its spaces and case: refused at sign-up and on the profile edit.
 */
export function isReservedNickname(nickname: string) {
  const compact = nickname
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]/gu, '')
    .toLowerCase();
  return compact !== '' && (compact.startsWith(DELETED_PREFIX) || STAFF_NAME.test(compact));
}

/** The old number learns of the change without learning the new one (it may be the thief's). */
const PHONE_CHANGED_SMS =
  '[가디언] 계정의 휴대폰 번호가 바뀌었어요. 직접 바꾸지 않았다면 바로 고객센터로 문의해 주세요.';

/** The signed-in owner's account: profile, linked-shop order, deletion. */
export class UserService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly sms: SmsSender,
    private readonly media: Pick<MediaService, 'profilePictureUrl' | 'pictureUrl'>,
  ) {}

  /** The `Me` shape; a deleted or unknown user is UNAUTHORIZED (their session no longer stands for anyone). */
  async me(userSeq: number) {
    return this.present(await this.repos.users.me(userSeq));
  }

  /** `Me` of the live session `token` stands for (checked in the same statement); else UNAUTHORIZED. */
  async meOfSession(token: string) {
    const now = new Date();
    return this.present(await this.repos.users.meOfSession(sha256(token), now), now);
  }

  private present(row: Awaited<ReturnType<Repositories['users']['me']>>, now = new Date()) {
    if (!row) throw new AppError('UNAUTHORIZED');
    const { profileMediaSeq, ...me } = row;
    return {
      ...me,
      profileImageUrl: this.media.profilePictureUrl({ ...me, profileMediaSeq }, now),
      pets: me.pets.map((pet) => presentPet(pet, this.media, now)),
    };
  }

  /** A new account row (sign-up, seeds, test factories); the e-mail is stored lower-cased. */
  createAccount(values: NewUser) {
    return this.repos.users.create(values);
  }

  /**
   * A new phone number needs a certification token for that number: the phone is what resets the password, so
   * changing it unproven would hand the account to whoever holds a stolen session.
   */
  async updateProfile(userSeq: number, input: ProfileInput) {
    const nickname = input.nickname === undefined ? undefined : cleanNickname(input.nickname);
    if (nickname !== undefined && (await this.repos.users.nicknameTaken(nickname, userSeq)))
      throw new AppError('DUPLICATED_NICKNAME');
    const before = await this.me(userSeq);
    const phoneChanges = input.phoneNumber !== undefined && input.phoneNumber !== before.phoneNumber;
    if (phoneChanges && !input.certificationToken) throw new AppError('PHONE_CERTIFICATION_REQUIRED');
    const marketingChanges =
      input.termsMarketing !== undefined && input.termsMarketing !== before.termsMarketing;
    const values = {
      nickname,
      phoneNumber: phoneChanges ? input.phoneNumber : undefined,
      termsMarketing: marketingChanges ? input.termsMarketing : undefined,
      // The date the owner is told (정보통신망법 §50): of this decision, not moved by a save that keeps it.
      termsMarketingAt: marketingChanges ? new Date() : undefined,
    };
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    await this.uow(async ({ repos }) => {
      if (phoneChanges)
        await repos.certifications.consumeToken(input.certificationToken!, input.phoneNumber!, 'SIGNUP');
      if (Object.keys(defined).length) await repos.users.update(userSeq, defined);
    });
    if (phoneChanges && before.phoneNumber) await this.sms.send(before.phoneNumber, PHONE_CHANGED_SMS);
    return this.me(userSeq);
  }

  /**
   * The profile picture: an address (`url`, the spec's `?profile=`), a photo the owner has just uploaded
   * (`mediaSeq`, claimed here: it must be theirs and not attached elsewhere) or none (both null). A picture it
   * replaces is released, so the unattached-photo sweep deletes its files.
   */
  async setProfilePicture(userSeq: number, picture: { url: string | null; mediaSeq: number | null }) {
    await this.uow(async ({ repos, services }) => {
      const before = await repos.users.lockProfileMediaSeq(userSeq);
      if (picture.mediaSeq !== null && picture.mediaSeq === before) return;
      if (picture.mediaSeq !== null)
        await services.media.claim({ kind: 'USER', seq: userSeq }, [picture.mediaSeq]);
      await repos.users.update(userSeq, { profileImageUrl: picture.url, profileMediaSeq: picture.mediaSeq });
      if (before !== null) await services.media.release([before]);
    });
    return this.me(userSeq);
  }

  /**
   * `wanted` must be exactly the user's userShopSeqs, each once, in the new order. A repeated one is a wrong
   * request (VALIDATION_ERROR); a set that differs is an order made on a list another device has changed since
   * (MY_SHOPS_CHANGED): someone else's userShopSeq reads the same as one unlinked meanwhile, never revealed.
   */
  async reorderShops(userSeq: number, wanted: number[]) {
    if (new Set(wanted).size !== wanted.length)
      throw validationError([{ field: 'userShopSeqs', message: '같은 매장을 두 번 보낼 수 없어요.' }]);
    const mine = (await this.repos.users.userShops(userSeq)).map((s) => s.userShopSeq);
    if (wanted.length !== mine.length || !wanted.every((s) => mine.includes(s)))
      throw new AppError('MY_SHOPS_CHANGED');
    await this.uow(({ repos }) => repos.users.reorderShops(userSeq, wanted));
    return this.repos.users.userShops(userSeq);
  }

  /**
   * What deleting the account would take from the owner, for the last question before it: passes' uses left (per
   * shop), coupons and AI 프로필 pictures still to download. None of them stops the deletion; it is the owner's call.
   */
  withdrawalCheck(userSeq: number, now = new Date()) {
    return this.repos.users.withdrawalLosses(userSeq, now);
  }

  /**
   * Anonymises the account and ends its sessions. Refused while a visit is still ahead (요청 or 확정): the shop would
   * keep a booking from someone it can no longer reach, who could no longer cancel it (the deposit still due).
   */
  async deleteAccount(userSeq: number, reason: string | null, now = new Date()) {
    await this.uow(async ({ repos, services }) => {
      // The picture identifies the person: released, the sweep deletes its files, and so do the pets' photos (their
      // rows are deleted). The user's row locked here is the one a booking locks first, so a booking made meanwhile is
      // seen below.
      const picture = await repos.users.lockProfileMediaSeq(userSeq);
      if (await repos.users.hasUpcomingReservation(userSeq, now))
        throw new AppError('ACCOUNT_HAS_UPCOMING_RESERVATION');
      const petPhotos = await repos.users.petPhotoSeqs(userSeq);
      await repos.users.anonymise(userSeq, reason);
      await repos.sessions.revokeAllForUser(userSeq);
      const photos = [...(picture === null ? [] : [picture]), ...petPhotos];
      if (photos.length) await services.media.release(photos);
    });
  }
}
