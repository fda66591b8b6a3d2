import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords people pick most often, which are the first an attacker tries: the `passwords-common`
 * dictionary of @zxcvbn-ts/language-common (about 49,000 passwords ranked by how often they appear
 * in public breach corpora), kept lower-case. Built on first use.
 */
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common;
}

/** The sentence the sign-up, reset and change forms show beside the password field. */
export const COMMON_PASSWORD_DETAIL =
  'This password is too common: it is among the passwords most often found in data breaches. Choose another one.';

/** Digits and symbols people add to a common word ("Password1!"): up to 4 are looked through. */
const TRAILING_DECORATION = /[^\p{L}]{1,4}$/u;

/**
 * Why a new password is refused, or null when it may be used. Length (8 to 128) is the schema's;
 * this is what a schema cannot say: the password, case ignored, is a common or breached one, or
 * one of those with a few digits or symbols added at the end.
 */
export function weakPasswordProblem(password: string): string | null {
  const lower = password.normalize('NFC').toLowerCase();
  const stem = lower.replace(TRAILING_DECORATION, '');
  const list = commonPasswords();
  const decorated = stem.length >= 4 && /\p{L}$/u.test(stem) && list.has(stem);
  return list.has(lower) || decorated ? COMMON_PASSWORD_DETAIL : null;
}
