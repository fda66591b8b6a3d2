import type { ClusterBus } from '../../cluster/bus';
import { sharedInvalidation } from '../../cluster/shared-invalidation';
import type { UserRecord } from '../users/users.repository';
import { FreshCache } from './fresh-cache';
import type { SessionRow } from './sessions.repository';

/** What changed: one session ended, a user's sessions but one ended, or a user's row changed. */
export type AuthChange = { sid: string } | { userId: string; keepSid: string | null } | { user: string };

/**
 * The session and user reads of every authenticated call, kept in memory (ADR 0170). `changed`
 * drops what a change touched here and on every other server of the deployment (the cluster bus);
 * entries also lapse after `ttlMs`, the bound on a change that was not announced.
 */
export interface AuthCache {
  sessions: FreshCache<SessionRow>;
  users: FreshCache<UserRecord>;
  changed(change: AuthChange): void;
  /** Forgets everything kept here (the bus was down: changes may have gone unheard). */
  clear(): void;
}

/** Entries are few hundred bytes; this many bounds the memory whatever the traffic. */
const MAX_ENTRIES = 50_000;

export function createAuthCache(
  bus: ClusterBus,
  { ttlMs, now }: { ttlMs: number; now: () => number },
): AuthCache {
  const sessions = new FreshCache<SessionRow>(ttlMs, MAX_ENTRIES, now);
  const users = new FreshCache<UserRecord>(ttlMs, MAX_ENTRIES, now);
  const changed = sharedInvalidation<AuthChange>(bus, 'auth-cache', (change) => {
    if ('sid' in change) sessions.drop(change.sid);
    else if ('userId' in change) {
      sessions.dropWhere((session) => session.userId === change.userId && session.id !== change.keepSid);
      users.drop(change.userId);
    } else users.drop(change.user);
  });
  const clear = () => {
    sessions.clear();
    users.clear();
  };
  return { sessions, users, changed, clear };
}
