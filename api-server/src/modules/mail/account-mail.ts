import type { OutgoingMail } from './mailer';

/** The email with a code that verifies the address or signs in (send-otp). */
export function signInCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Your verification code',
    text: `Your verification code is ${code}. It expires in 10 minutes and works once.\n\nIf you did not ask for it, you can ignore this email.`,
    code,
    kind: 'account',
  };
}

/**
 * The email with the code that confirms a new account. Entering it keeps the password chosen at
 * sign-up, so the mail says plainly what it confirms and what to do if that was someone else.
 */
export function signUpCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your new account',
    text: `Your code to confirm your new account is ${code}. It expires in 10 minutes and works once.\n\nIf you did not create an account, do not enter this code anywhere: nobody can use the account until it is confirmed. To take it over yourself, log in with a code sent to this address or reset the password.`,
    code,
    kind: 'account',
  };
}

/** The email with a password-reset code. */
export function resetCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your password',
    text: `Your password reset code is ${code}. It expires in 10 minutes and works once.\n\nIf you did not ask to reset your password, you can ignore this email: your password stays as it is.`,
    code,
    kind: 'account',
  };
}

/** Tells the owner that their password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(to: string): OutgoingMail {
  return {
    to,
    subject: 'Your password was changed',
    text: 'The password of your account was just changed and your other sessions were signed out.\n\nIf this was not you, reset your password now.',
    kind: 'account',
  };
}
