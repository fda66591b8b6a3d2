import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from './passwords';

// A cheap cost for the tests that are not about the cost itself.
const LIGHT = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes at the cost OWASP recommends for scrypt: N=2^17, r=8, p=1', async () => {
    const stored = await hashPassword('customer-pass-123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword('customer-pass-123', stored)).resolves.toBe(true);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('customer-pass-123', LIGHT);
    await expect(verifyPassword('customer-pass-123', stored)).resolves.toBe(true);
    await expect(verifyPassword('customer-pass-124', stored)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same', LIGHT)).not.toBe(await hashPassword('same', LIGHT));
  });

  it('treats a stored value that is not one of its hashes as a mismatch', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$nope$8$1$c2FsdA$a2V5')).resolves.toBe(false);
  });

  it('asks to rehash a hash made at an older cost, and not one made at the current cost', async () => {
    expect(needsRehash(await hashPassword('p', { N: 16_384, r: 8, p: 1 }))).toBe(true);
    expect(needsRehash(`scrypt$${PASSWORD_COST.N}$8$1$c2FsdA$a2V5`)).toBe(false);
  });
});
