import { type CoinTerms, coinTermsText } from '~/lib/coin-terms';
import type { MailMessage } from '../../providers/mail';
import { BOOKING_REWARD_COINS } from '../bookings/rewards';
import { REFERRAL_REWARD_COINS } from './rules';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * What joining gives the friend: the account, and the coins their own bookings earn, in lines short enough and plain
 * enough (ASCII) that the plain part is sent as it is, its link unbroken; the HTML part adds what a coin is worth.
 */
export const MEMBER_OFFER = [
  'With an account you book rooms, tables and events in one place,',
  `and every paid room or dining booking earns you ${BOOKING_REWARD_COINS} Supar Coins`,
  'to spend on your next one.',
];

/**
 * The invitation a friend receives: who invites them, what joining gives them, what it gives the one who invited
 * them, and the sign-up link (plain text and HTML).
 */
export function inviteMail(input: {
  to: string;
  friendName: string;
  fromName: string;
  shareLink: string;
  /** The link that erases this invitation, for a friend who wants none of it. */
  forgetLink: string;
  /** What a coin is worth and how much of a booking coins may pay (the hotel's settings). */
  coinTerms: CoinTerms;
}): MailMessage {
  const subject = `${input.fromName} invites you to The Supar Palace`;
  const text = [
    `Dear ${input.friendName},`,
    '',
    `${input.fromName} would like you to join The Supar Palace, Udaipur.`,
    ...MEMBER_OFFER,
    '',
    'Create your account with this link:',
    input.shareLink,
    '',
    `When you join, ${input.fromName} earns ${REFERRAL_REWARD_COINS} Supar Coins too.`,
    '',
    // The erase link is in the HTML part: a line this long would have the plain part re-encoded.
    'Not interested? The HTML version of this email has a link to erase it.',
    '',
    'The Supar Palace',
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(input.friendName)},</p>
<p>${escapeHtml(input.fromName)} would like you to join The Supar Palace, Udaipur.</p>
<p>${MEMBER_OFFER.join(' ')} ${escapeHtml(coinTermsText(input.coinTerms))}</p>
<p><a href="${escapeHtml(input.shareLink)}">Create your account</a></p>
<p>When you join, ${escapeHtml(input.fromName)} earns ${REFERRAL_REWARD_COINS} Supar Coins too.</p>
<p>Not interested? <a href="${escapeHtml(input.forgetLink)}">Erase this invitation and your email address</a>.</p>
<p>The Supar Palace</p>`;
  return { to: input.to, subject, text, html, tag: 'referral-invite' };
}
