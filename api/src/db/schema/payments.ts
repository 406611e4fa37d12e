import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { users } from './users.js';

/** READY: waiting for the payer; PAID; PARTIAL_CANCELED / CANCELED: (partly) refunded; VOIDED: charged, then cancelled because fulfilment failed. */
export type PaymentOrderStatus = 'READY' | 'PAID' | 'PARTIAL_CANCELED' | 'CANCELED' | 'VOIDED';

/**
 * One order per payment the server asks for. The amount is the server's (the browser's figure is only checked
 * against it); `purpose` + `refSeq` say what it pays for (a voucher purchase, a deposit…), and that domain's
 * fulfiller runs in the confirm's transaction.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    orderId: text('order_id').primaryKey(),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    purpose: text('purpose').notNull(),
    refSeq: integer('ref_seq').notNull(),
    orderName: text('order_name').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentOrderStatus>().notNull().default('READY'),
    paymentKey: text('payment_key').unique(),
    method: text('method'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    approvedAt: tz('approved_at'),
    /** The gateway's last refusal (code and message), for support; the order stays payable. */
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userSeq, t.createdAt),
    index('payment_orders_ref_idx').on(t.purpose, t.refSeq),
  ],
);

export type LedgerKind = 'CHARGE' | 'REFUND' | 'VOID';

/**
 * Every money movement, one row each: CHARGE (+amount, a confirmed payment), REFUND (−amount, a cancel or partial
 * cancel), VOID (−amount, a charge cancelled because its order could not be fulfilled). `entryKey` is unique
 * (`charge:<paymentKey>`, `cancel:<transactionKey>`), so a retried confirm or a replayed webhook never writes twice.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    ledgerSeq: serialId('ledger_seq'),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.orderId, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: integer('amount').notNull(),
    paymentKey: text('payment_key').notNull(),
    entryKey: text('entry_key').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_ledger_entry_key').on(t.entryKey),
    index('payment_ledger_order_idx').on(t.orderId),
  ],
);
