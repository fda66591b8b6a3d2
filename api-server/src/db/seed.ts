import type { FastifyBaseLogger } from 'fastify';
import type { UserRole } from '../contracts';
import { hashPassword, PASSWORD_COST, type ScryptCost } from '../modules/auth/passwords';
import type { Connection } from './database';

interface DevUser {
  email: string;
  password: string;
  role: UserRole;
  first_name: string;
  last_name: string;
}

/** Development accounts; their passwords are documented in the README, so never seed them in production. */
export const DEV_USERS: readonly DevUser[] = [
  {
    email: 'editor@example.com',
    password: 'editor-pass-123',
    role: 'editor',
    first_name: 'Edith',
    last_name: 'Editor',
  },
  {
    email: 'admin@example.com',
    password: 'admin-pass-123',
    role: 'admin',
    first_name: 'Ada',
    last_name: 'Admin',
  },
  {
    email: 'customer@example.com',
    password: 'customer-pass-123',
    role: 'customer',
    first_name: 'Casey',
    last_name: 'Customer',
  },
];

/** Adds the development users that are missing; an existing account is left as it is. */
export async function seedDevUsers(
  db: Connection,
  log: FastifyBaseLogger,
  cost: ScryptCost = PASSWORD_COST,
): Promise<void> {
  const { rows } = await db.query<{ email: string }>('select email from users where email = any($1)', [
    DEV_USERS.map((user) => user.email),
  ]);
  const present = new Set(rows.map((row) => row.email));
  for (const user of DEV_USERS.filter((candidate) => !present.has(candidate.email))) {
    await db.query(
      `insert into users (email, password_hash, role, is_verified, first_name, last_name, on_boarding_step)
       values ($1, $2, $3, true, $4, $5, 'completed')
       on conflict (email) do nothing`,
      [user.email, await hashPassword(user.password, cost), user.role, user.first_name, user.last_name],
    );
    log.info({ email: user.email, role: user.role }, 'development user seeded');
  }
}
