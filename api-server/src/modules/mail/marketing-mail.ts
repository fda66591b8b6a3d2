import type { OutgoingMail } from './mailer';

/** Sent when an address subscribes (or subscribes again) through the subscription popup. */
export function subscribedMail(to: string): OutgoingMail {
  return {
    to,
    subject: 'You are subscribed',
    text: 'Thank you for joining our emails: care tips, new products and members-only offers.\n\nYou can stop them at any time with the link below.',
    kind: 'marketing',
  };
}
