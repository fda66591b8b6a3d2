import {
  newPassword,
  numberBetween,
  required,
  sixDigitCode,
  validEmail,
  VALIDATION_MESSAGES,
} from './validators';

describe('form rules', () => {
  it('an email follows the pattern text, @, text, dot, text, no spaces, with one sentence per error', () => {
    expect(validEmail('')).toBe('Please enter your email.');
    expect(validEmail('   ')).toBe('Please enter your email.');
    expect(validEmail('alex@example')).toBe('Please enter a valid email address.');
    expect(validEmail('alex @example.com')).toBe('Please enter a valid email address.');
    expect(validEmail(' alex@example.com ')).toBeUndefined();
  });

  it('a required field says its own sentence when blank', () => {
    expect(required('Please enter your first name.')(' ')).toBe('Please enter your first name.');
    expect(required('Please enter your first name.')('Nova')).toBeUndefined();
  });

  it('a new password has 8 to 128 characters', () => {
    expect(newPassword(undefined)).toBe(VALIDATION_MESSAGES.passwordRequired);
    expect(newPassword('short')).toBe('Use at least 8 characters.');
    expect(newPassword('x'.repeat(129))).toBe('Use at most 128 characters.');
    expect(newPassword('long-enough')).toBeUndefined();
  });

  it('a code has six digits', () => {
    expect(sixDigitCode('')).toBe('Please enter the code from the email.');
    expect(sixDigitCode('12345')).toBe('The code has 6 digits.');
    expect(sixDigitCode(' 123456 ')).toBeUndefined();
  });

  it('a number lies between its bounds, and may be left out when optional', () => {
    const age = numberBetween('age', 13, 120);
    expect(age('')).toBe('Please enter your age.');
    expect(age('7')).toBe('Please enter a age between 13 and 120.');
    expect(age('34')).toBeUndefined();
    expect(numberBetween('weight', 20, 400, false)('')).toBeUndefined();
  });
});
