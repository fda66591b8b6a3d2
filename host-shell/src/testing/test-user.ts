import { normaliseUser, type User } from 'shared-contracts';

/** A user as GET /api/users/me/ returns it. */
export function aUser(overrides: Partial<User> = {}): User {
  return normaliseUser({ email: 'sam@example.com', first_name: 'Sam', is_verified: true, ...overrides });
}
