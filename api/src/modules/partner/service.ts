import type { Repositories } from '../../repositories.js';
import { passwordMatches } from '../../infra/password.js';
import { AppError } from '../../lib/errors.js';
import type { BookingService } from '../booking/service.js';
import type { ConsentService } from '../consents/service.js';
import { type ReservationStatus, TRANSITIONS, type TransitionAction } from '../booking/rules.js';
import type { StaffRole } from './schemas.js';

/** The roles that may mark a deposit as received. */
const DEPOSIT_ROLES = ['OWNER', 'MANAGER'];

/** Shop staff: their accounts and sessions, and the booking actions they take at their own shops. */
export class PartnerService {
  constructor(
    private readonly repos: Repositories,
    private readonly booking: BookingService,
    private readonly consents: ConsentService,
  ) {}

  /** A staff account with roles in shops (seeds, test factories). */
  createStaff(
    email: string,
    name: string,
    passwordHash: string,
    shopRoles: { shopId: number; role: StaffRole }[],
  ) {
    return this.repos.partners.create(email, name, passwordHash, shopRoles);
  }

  /** The staff member when the e-mail and password match, else null (same time either way). */
  async checkLogin(email: string, password: string) {
    const member = await this.repos.partners.byEmail(email);
    return (await passwordMatches(member?.passwordHash, password)) ? member : null;
  }

  async issueSession(staffSeq: number) {
    const session = await this.repos.partners.issue(staffSeq);
    return { ...session, staff: await this.profile(staffSeq) };
  }

  resolve(token: string) {
    return this.repos.partners.resolve(token);
  }

  logout(sessionSeq: number) {
    return this.repos.partners.revoke(sessionSeq);
  }

  profile(staffSeq: number) {
    return this.repos.partners.profile(staffSeq);
  }

  /** Reservations at the staff member's shops (or one of them: another shop is FORBIDDEN). */
  async reservations(
    staffSeq: number,
    q: { status?: ReservationStatus; shopId?: number; page: number; size: number },
    now: Date,
  ) {
    const mine = await this.repos.partners.shopIds(staffSeq);
    if (q.shopId != null && !mine.includes(q.shopId)) throw new AppError('FORBIDDEN');
    return this.booking.shopPage(q.shopId != null ? [q.shopId] : mine, q.status, q.page, q.size, now);
  }

  /**
   * The staff member's role at the reservation's shop, and the reservation. Another shop's reservation is
   * RESERVATION_NOT_FOUND, as if it did not exist: a 403 would confirm to a stranger which reservation numbers are real.
   */
  private async atShopOf(staffSeq: number, reservationSeq: number) {
    const row = await this.repos.reservations.row(reservationSeq);
    const role =
      row && (await this.repos.partners.roles(staffSeq)).find((r) => r.shopId === row.shopId)?.role;
    if (!row || !role) throw new AppError('RESERVATION_NOT_FOUND');
    return { role, row };
  }

  /** confirm / reject / complete / noShow at one of the staff member's shops; answers the partner view. */
  async act(
    staffSeq: number,
    reservationSeq: number,
    action: TransitionAction,
    now: Date,
    rejectReason?: string,
  ) {
    const { row } = await this.atShopOf(staffSeq, reservationSeq);
    if (action === 'confirm') {
      // The status first: a cancelled or refused booking is not one to chase a signature for. (transition checks it
      // again under the row lock.)
      if (!(TRANSITIONS.confirm.from as readonly string[]).includes(row.status))
        throw new AppError('INVALID_STATUS_TRANSITION');
      // A shop that requires a consent form confirms only once the owner signed it (409 CONSENT_REQUIRED).
      await this.consents.assertSignedForBooking(reservationSeq);
    }
    await this.booking.transition(reservationSeq, action, now, { by: 'SHOP', rejectReason });
    return this.booking.byId(reservationSeq, now, true);
  }

  /** Money received or sent back is the owner's or a manager's word: a staff member cannot record it (ASVS 8.2.1). */
  private async moneyRole(staffSeq: number, reservationSeq: number, message: string) {
    if (!DEPOSIT_ROLES.includes((await this.atShopOf(staffSeq, reservationSeq)).role))
      throw new AppError('FORBIDDEN', message);
  }

  async depositPaid(staffSeq: number, reservationSeq: number, now: Date) {
    await this.moneyRole(staffSeq, reservationSeq, '예약금 입금 확인은 매장 대표나 매니저만 할 수 있어요.');
    await this.booking.markDepositPaid(reservationSeq, now);
    return this.booking.byId(reservationSeq, now, true);
  }

  /** The shop sent a transfer deposit back to the owner after a cancellation: 환불 예정 becomes 환불 완료. */
  async depositRefunded(staffSeq: number, reservationSeq: number, now: Date) {
    await this.moneyRole(staffSeq, reservationSeq, '예약금 환불 기록은 매장 대표나 매니저만 할 수 있어요.');
    await this.booking.markDepositRefunded(reservationSeq, now);
    return this.booking.byId(reservationSeq, now, true);
  }
}
