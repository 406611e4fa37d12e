import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { isUniqueViolation } from '../../infra/db/pg-errors.js';
import { hashPassword, passwordMatches } from '../../infra/password.js';
import type { Static } from '@sinclair/typebox';
import { AppError, type FieldError, validationError } from '../../lib/errors.js';
import type { signupBody } from './schemas.js';
import { normaliseEmail, type NewUser } from '../users/repository.js';
import { cleanNickname, type UserService } from '../users/service.js';
import { CERTIFICATION_RETENTION_MS } from './certification-repository.js';
import { CHAT_TOKEN_TTL_MS, loginRecordCutoff, type TokenKind } from './session-repository.js';

type SignupBody = Static<typeof signupBody>;
/** The sign-up body (modules/auth/schemas.ts) as seeds and tests may also pass it: defaults not filled in. */
export type SignupInput = Omit<SignupBody, 'termsPrivacy' | 'snsKind' | 'termsMarketing'> &
  Partial<Pick<SignupBody, 'snsKind' | 'termsMarketing'>>;

function requireFields(body: SignupInput, names: (keyof SignupInput)[]) {
  const missing: FieldError[] = names
    .filter((n) => body[n] == null)
    .map((n) => ({ field: n, message: '필수 항목이에요.' }));
  if (missing.length) throw validationError(missing);
}

/** Owner accounts' credentials and sessions: sign-up, login, logout, password reset, chat tokens. */
export class AuthService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly users: UserService,
  ) {}

  /** Issues a 2-day session and answers the contract's Session shape. */
  async issueSession(userSeq: number) {
    const { token, expiresAt } = await this.repos.sessions.issue(userSeq);
    return { token, expiresAt, user: await this.users.me(userSeq) };
  }

  /** A bare token of `kind` (tests and the chat channel); `issueSession` for a login. */
  issueToken(userSeq: number, kind: TokenKind = 'SESSION', ttlMs?: number) {
    return this.repos.sessions.issue(userSeq, kind, ttlMs);
  }

  resolveSession(token: string) {
    return this.repos.sessions.resolve(token);
  }

  async chatToken(userSeq: number) {
    const { token, expiresAt } = await this.issueToken(userSeq, 'CHAT', CHAT_TOKEN_TTL_MS);
    return { chatToken: token, expiresAt };
  }

  logout(sessionSeq: number) {
    return this.repos.sessions.revoke(sessionSeq);
  }

  /**
   * Deletes what is kept only for a while, once its time is up; run by the server on a timer
   * (LOGIN_RECORD_SWEEP_INTERVAL_SEC), in batches of `batch` rows by each table's index; returns how many rows went.
   * - Login records, 3 months (개인정보 처리방침: 로그인 기록 3개월, 통신비밀보호법): owners' sessions and chat tokens
   *   (a deleted account's too: its deletion only revoked them), shop staff's and editors' sessions, and the traces
   *   of social logins. A session still signing someone in stays, however old.
   * - Phone certifications, a day after their code or token could last be used (CERTIFICATION_RETENTION_MS: the
   *   policy names no period for them; what the send limits and the resend wait read is kept).
   */
  async pruneExpiredRecords(now = new Date(), batch = 1000) {
    const cutoff = loginRecordCutoff(now);
    const certificationCutoff = new Date(now.getTime() - CERTIFICATION_RETENTION_MS);
    let removed = 0;
    const steps = [
      () => this.repos.sessions.deleteBegunBefore(cutoff, now, batch),
      () => this.repos.partners.deleteSessionsBegunBefore(cutoff, now, batch),
      () => this.repos.editors.deleteSessionsBegunBefore(cutoff, now, batch),
      () => this.repos.sns.deleteMadeBefore(cutoff, now, batch),
      () => this.repos.certifications.deleteLapsedBefore(certificationCutoff, batch),
    ];
    for (const step of steps) {
      let n: number;
      do {
        n = await step();
        removed += n;
      } while (n >= batch);
    }
    return removed;
  }

  /** The account when the e-mail and password match, else null (same time either way). */
  async checkLogin(email: string, password: string) {
    const user = await this.repos.users.byEmail(email);
    return (await passwordMatches(user?.passwordHash, password)) ? user : null;
  }

  /**
   * Whether the e-mail or nickname is taken. A nickname is first held to the rule sign-up saves it by
   * (cleanNickname): a name the save would refuse (운영자, 탈퇴회원…, too long) is refused here the same way,
   * with its resultCode, rather than called free.
   */
  duplicated(type: 'EMAIL' | 'NICKNAME', value: string) {
    if (type === 'EMAIL') return this.repos.users.emailTaken(value);
    return this.repos.users.nicknameTaken(cleanNickname(value, 'value'));
  }

  /**
   * E-mail sign-up (phone certification required) or SNS sign-up (the snsToken of the first social login). The
   * certification token, the SNS token and the new account are used and written in one transaction.
   */
  async signup(body: SignupInput) {
    const kind = body.snsKind ?? 'NONE';
    if (kind === 'NONE') requireFields(body, ['userId', 'password', 'phoneNumber', 'certificationToken']);
    else requireFields(body, ['snsToken']);
    if (body.certificationToken && !body.phoneNumber) requireFields(body, ['phoneNumber']);

    const nickname = cleanNickname(body.nickname);
    const passwordHash = body.password && kind === 'NONE' ? await hashPassword(body.password) : null;

    try {
      return await this.uow(async ({ repos, services }) => {
        const values: NewUser = {
          email: body.userId ?? '',
          passwordHash,
          nickname,
          phoneNumber: '',
          snsKind: kind,
          termsMarketing: body.termsMarketing ?? false,
          termsPrivacyAt: new Date(),
        };
        if (body.certificationToken && body.phoneNumber) {
          await repos.certifications.consumeToken(body.certificationToken, body.phoneNumber, 'SIGNUP');
          values.phoneNumber = body.phoneNumber;
        }
        if (kind !== 'NONE') {
          const sns = await repos.sns.consumeSignupToken(body.snsToken!, kind);
          values.snsId = sns.snsId;
          values.email =
            body.userId ?? sns.email ?? `${kind.toLowerCase()}-${sns.snsId}@sns.guardian.invalid`;
        }
        values.email = normaliseEmail(values.email);
        // Only after the tokens held: a taken e-mail is no answer to someone who proved nothing. A refusal
        // rolls the unit back, so the tokens stay usable for a second try with another e-mail or nickname.
        if (await repos.users.nicknameTaken(values.nickname)) throw new AppError('DUPLICATED_NICKNAME');
        if (await repos.users.emailTaken(values.email)) throw new AppError('DUPLICATED_USER_ID');
        return services.users.createAccount(values);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_nickname_uq')) throw new AppError('DUPLICATED_NICKNAME');
      if (isUniqueViolation(err)) throw new AppError('DUPLICATED_USER_ID');
      throw err;
    }
  }

  /** Sets a new password with a PASSWORD certification of the account's phone, and revokes every session. */
  async resetPassword(input: {
    userId: string;
    phoneNumber: string;
    certificationToken: string;
    password: string;
  }) {
    // Hashed first, whatever the account: an unknown account must cost the same Argon2id work as a known one,
    // or the answer time tells which e-mails are registered.
    const passwordHash = await hashPassword(input.password);
    const user = await this.repos.users.byEmail(input.userId);
    // Unknown account and wrong phone answer like a bad token, so the call cannot probe accounts.
    if (!user || user.phoneNumber !== input.phoneNumber)
      throw new AppError('INVALID_CERTIFICATION', '휴대폰 인증이 만료됐거나 올바르지 않아요.');
    await this.uow(async ({ repos }) => {
      await repos.certifications.consumeToken(input.certificationToken, input.phoneNumber, 'PASSWORD');
      await repos.users.update(user.userSeq, { passwordHash });
      await repos.sessions.revokeAllForUser(user.userSeq);
    });
  }
}
