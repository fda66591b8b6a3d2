// Words that describe an emergency. A message matching one gets advice to seek urgent care before
// anything else: the chat must never make someone in danger read an article first.

const EMERGENCY_PATTERNS: readonly RegExp[] = [
  /\b(sudden|severe|intense|unbearable|excruciating|worst)\b[^.!?]{0,60}\b(pain|ache|hurts?|hurting)\b/,
  /\b(pain|ache)\b[^.!?]{0,40}\b(sudden|severe|unbearable|excruciating)\b/,
  /\btorsion\b|\btwisted (testicle|testis|ball)\b/,
  /\bchest (pain|tightness|pressure)\b/,
  /\b(can'?t|cannot|unable to|struggling to) breathe?\b|\bshort(ness)? of breath\b/,
  /\b(suicid\w*|kill myself|end my life|self[- ]harm|hurt myself)\b/,
  /\b(fainted|fainting|passed out|unconscious|seizure)\b/,
  /\b(heavy|a lot of|won'?t stop|uncontrolled) bleeding\b|\bbleeding (heavily|a lot)\b/,
  /\b(face droop\w*|slurred speech|stroke)\b/,
  /\b(overdose|overdosed|poison\w*)\b/,
  /\b(high fever|fever)\b[^.!?]{0,60}\b(swollen|swelling|red)\b/,
  /\bemergency\b/,
];

/** The advice that comes first in a reply to an emergency. */
export const URGENT_CARE_ADVICE =
  'This may be an emergency. If you have sudden or severe pain, trouble breathing, chest pain, ' +
  'heavy bleeding, or thoughts of harming yourself, call your local emergency number or go to ' +
  'the nearest emergency department now. Do not wait for an online answer.';

/** Whether a message describes what may be an emergency. */
export function describesEmergency(message: string): boolean {
  const text = message.toLowerCase().replace(/\s+/g, ' ');
  return EMERGENCY_PATTERNS.some((pattern) => pattern.test(text));
}
