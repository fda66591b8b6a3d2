import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('customer-pass-123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword('customer-pass-123', stored)).resolves.toBe(true);
    await expect(verifyPassword('customer-pass-124', stored)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats a stored value that is not one of its hashes as a mismatch', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$nope$8$1$c2FsdA$a2V5')).resolves.toBe(false);
  });
});
