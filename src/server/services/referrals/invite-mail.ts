import type { MailMessage } from '../../providers/mail';
import { REFERRAL_REWARD_COINS } from './rules';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The invitation a friend receives: who invites them and the sign-up link (plain text and HTML). */
export function inviteMail(input: {
  to: string;
  friendName: string;
  fromName: string;
  shareLink: string;
  /** The link that erases this invitation, for a friend who wants none of it. */
  forgetLink: string;
}): MailMessage {
  const subject = `${input.fromName} invites you to The Supar Palace`;
  const text = [
    `Dear ${input.friendName},`,
    '',
    `${input.fromName} would like you to join The Supar Palace, Udaipur.`,
    'Create your account with this link:',
    input.shareLink,
    '',
    `When you join, ${input.fromName} earns ${REFERRAL_REWARD_COINS} Supar Coins.`,
    '',
    // The erase link is in the HTML part: a line this long would have the plain part re-encoded.
    'Not interested? The HTML version of this email has a link to erase it.',
    '',
    'The Supar Palace',
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(input.friendName)},</p>
<p>${escapeHtml(input.fromName)} would like you to join The Supar Palace, Udaipur.</p>
<p><a href="${escapeHtml(input.shareLink)}">Create your account</a></p>
<p>When you join, ${escapeHtml(input.fromName)} earns ${REFERRAL_REWARD_COINS} Supar Coins.</p>
<p>Not interested? <a href="${escapeHtml(input.forgetLink)}">Erase this invitation and your email address</a>.</p>
<p>The Supar Palace</p>`;
  return { to: input.to, subject, text, html, tag: 'referral-invite' };
}
