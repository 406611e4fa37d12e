import type { AssetUrl } from '../../infra/assets.js';
import type { ReservationRepository } from './reservation-repository.js';
import {
  BAND_LABELS,
  DEPOSIT_DUE_HOURS,
  describePolicy,
  ownerMayCancel,
  ownerMayReschedule,
  type ReservationStatus,
  STATUS_LABELS,
  UNIT_LABELS,
} from './rules.js';

type DetailRow = Awaited<ReturnType<ReservationRepository['details']>>[number];

/** The Reservation shape of the contract (partner views add the owner) from a joined row and its pet lines. */
export function reservationView(x: DetailRow, assetUrl: AssetUrl, now: Date, withOwner = false) {
  const r = x.r;
  const status = r.status as ReservationStatus;
  return {
    reservationSeq: r.reservationSeq,
    status,
    statusLabel: STATUS_LABELS[status],
    category: r.category,
    date: r.date,
    endDate: r.endDate,
    time: r.time,
    nights:
      r.category === 'HOTELING'
        ? Math.round((Date.parse(r.endDate) - Date.parse(r.date)) / 86_400_000)
        : null,
    startAt: r.startAt,
    endAt: r.endAt,
    shop: {
      shopId: r.shopId,
      name: x.shopName,
      thumbnailUrl: assetUrl(x.shopThumb),
      address: x.shopAddress,
      phone: x.shopPhone,
    },
    product: {
      productSeq: r.productSeq,
      name: x.productName,
      durationMinutes: x.productDuration,
      unit: x.productUnit,
      unitLabel: UNIT_LABELS[x.productUnit],
      imageUrl: assetUrl(x.productImage),
    },
    pets: x.lines.map((l) => ({
      petSeq: l.petSeq,
      name: l.petName,
      kind: l.kind,
      band: l.band,
      bandLabel: BAND_LABELS[l.band],
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      price: l.price,
    })),
    totalPrice: r.totalPrice,
    deposit:
      r.depositAmount > 0
        ? {
            amount: r.depositAmount,
            paid: r.depositPaid,
            paidAt: r.depositPaidAt,
            dueAt: new Date(
              Math.min(r.createdAt.getTime() + DEPOSIT_DUE_HOURS * 3_600_000, r.startAt.getTime()),
            ),
            // How it was paid (null while unpaid): the app names a card payment 결제 완료 and a transfer 입금 완료,
            // and a cancellation's refund goes back by the same route (the gateway, or the shop's transfer).
            method: r.depositPaid ? (x.depositOnline ? ('ONLINE' as const) : ('TRANSFER' as const)) : null,
            account: x.account,
            refundedAt: r.depositRefundedAt,
          }
        : null,
    voucher:
      x.voucherSeq != null
        ? {
            voucherSeq: x.voucherSeq,
            name: x.voucherName ?? '',
            uses: Number(x.voucherUses ?? x.lines.length),
            state: x.voucherUseStatus ?? ('HELD' as const),
          }
        : null,
    refundPolicy: describePolicy(r.refundPolicy),
    memo: r.memo,
    rejectReason: r.rejectReason,
    cancellation:
      status === 'CANCELED'
        ? {
            canceledAt: r.canceledAt ?? r.updatedAt,
            canceledBy: r.canceledBy ?? 'OWNER',
            fee: r.cancelFee ?? 0,
            refundAmount: r.refundAmount ?? 0,
          }
        : null,
    canCancel: ownerMayCancel(r, now),
    canReschedule: ownerMayReschedule(r, now),
    createdAt: r.createdAt,
    confirmedAt: r.confirmedAt,
    ...(withOwner
      ? { owner: { userSeq: r.userSeq, nickname: x.ownerNickname, phoneNumber: x.ownerPhone } }
      : {}),
  };
}
