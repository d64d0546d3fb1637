import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { favoriteType, referralStatus, walletType } from './enums';
import { users } from './identity';

/**
 * A room, dish, home-page offer or stay package a guest has hearted. Rooms and dishes are keyed by their row's
 * UUID; offers and packages by the stable `id` of their entry in src/content/ (decision 071), hence text.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favoriteType: favoriteType('favorite_type').notNull(),
    favoriteId: text('favorite_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_once_uq').on(t.userId, t.favoriteType, t.favoriteId)],
);

/**
 * The Supar Coins ledger: the balance is the sum of its rows, never a stored figure.
 * `reward_key` makes a one-off reward (per booking, per referred phone) impossible to grant twice.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: walletType('type').notNull(),
    suparCoins: integer('supar_coins').notNull(),
    description: text('description').notNull(),
    relatedBookingId: uuid('related_booking_id'),
    /** An admin's correction names the row it corrects; history itself is never edited. */
    adjustsId: uuid('adjusts_id').references((): AnyPgColumn => walletTransactions.id, {
      onDelete: 'restrict',
    }),
    rewardKey: text('reward_key').unique(),
    /** What coins spent on a booking (or returned from it) were worth then, in paise; null on other rows. */
    valuePaise: integer('value_paise'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId, t.createdAt),
    check('wallet_coins_positive', sql`${t.suparCoins} > 0`),
  ],
);

/** An invite from a guest to a friend, and whether the friend joined. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeName: text('referee_name').notNull(),
    /** The address an invite went to; null on the row of a friend who joined through a shared link. */
    refereeEmail: text('referee_email'),
    refereeUserId: uuid('referee_user_id').references(() => users.id, { onDelete: 'set null' }),
    refereePhone: text('referee_phone'),
    status: referralStatus('status').notNull().default('invited'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId),
    index('referrals_referrer_joined_idx').on(t.referrerId, t.joinedAt),
    // A new phone earns its referrer a reward once, whoever invited it.
    uniqueIndex('referrals_referee_phone_uq').on(t.refereePhone).where(sql`${t.refereePhone} is not null`),
  ],
);
