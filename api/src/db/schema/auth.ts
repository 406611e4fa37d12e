import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz } from './columns.js';
import { users } from './users.js';

/** Bearer sessions and chat tokens; only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    sessionSeq: serialId('session_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    kind: text('kind').notNull().default('SESSION'), // SESSION | CHAT
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userSeq),
    // The login records' clean-up (AuthService.pruneExpiredRecords) finds rows past 3 months by it, not by a scan.
    index('sessions_created_idx').on(t.createdAt),
  ],
);

export const phoneCertifications = pgTable(
  'phone_certifications',
  {
    certificationSeq: serialId('certification_seq'),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose').notNull(), // SIGNUP | PASSWORD
    codeHash: text('code_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: tz('verified_at'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: tz('token_expires_at'),
    tokenUsedAt: tz('token_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_cert_phone_idx').on(t.phoneNumber, t.createdAt),
    uniqueIndex('phone_cert_token_uq').on(t.tokenHash),
    // The clean-up (AuthService.pruneExpiredRecords) finds certifications a day past their code's expiry by it.
    index('phone_cert_expires_idx').on(t.expiresAt),
  ],
);

export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  kind: text('kind').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: createdAt(),
});

/** Issued after a first SNS sign-in; redeemed by POST /v2/signup. */
export const snsSignupTokens = pgTable('sns_signup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind').notNull(),
  snsId: text('sns_id').notNull(),
  email: text('email'),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: createdAt(),
});
