import { USER_ANSWER_FIELDS } from 'shared-contracts/schemas';
import type { ApiUser } from '../../contracts';

/**
 * The columns behind ApiUser, in one place for every SELECT: the fields of the shared user answer
 * schema (shared-contracts/src/schemas/auth.ts), the one that also keeps password_hash and other
 * columns out of every answer.
 */
export const USER_COLUMNS: readonly (keyof ApiUser)[] = USER_ANSWER_FIELDS;
