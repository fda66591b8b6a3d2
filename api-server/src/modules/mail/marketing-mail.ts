import type { OutgoingMail } from './mailer';

/**
 * Sent when an address is given to the subscription popup: nothing marketing goes to it until its
 * owner says yes on the page the footer links to (double opt-in), since anyone can type any
 * address. An account-kind mail, so it reaches an address that has not said yes yet.
 */
export function confirmSubscriptionMail(to: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your subscription',
    text: 'Someone, we hope you, asked us to send news and offers to this address.\n\nTo confirm, open the link below and tick "Send me news and offers by email". If it was not you, ignore this email: we will send you nothing more.',
    kind: 'account',
  };
}
