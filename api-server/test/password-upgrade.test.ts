import { hashPassword } from '../src/modules/auth/passwords';
import { SPEC_PATHS } from './support/spec';
import { describeOnEachDatabase } from './support/test-app';

const OLD_COST = { N: 2 ** 14, r: 8, p: 1 };

describeOnEachDatabase(
  'password hashes made at an older cost',
  (server) => {
    it('are upgraded to N=2^17, r=8, p=1 at the next login, and the password still works', async () => {
      const email = 'old-hash@example.com';
      await server.app.db.query(
        'insert into users (email, password_hash, is_verified) values ($1, $2, true)',
        [email, await hashPassword('old-password-1', OLD_COST)],
      );
      expect((await server.post(SPEC_PATHS.login, { email, password: 'old-password-1' })).statusCode).toBe(
        200,
      );
      const { rows } = await server.app.db.query<{ password_hash: string }>(
        'select password_hash from users where email = $1',
        [email],
      );
      expect(rows[0]?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect((await server.post(SPEC_PATHS.login, { email, password: 'old-password-1' })).statusCode).toBe(
        200,
      );
      expect((await server.post(SPEC_PATHS.login, { email, password: 'old-password-2' })).statusCode).toBe(
        401,
      );
    });
  },
  // The production cost, and no seeded users to hash at it.
  { passwordCost: undefined, seedDevUsers: false },
);
