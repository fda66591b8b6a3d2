/** The process environment, or a test's stand-in for it. */
export type Env = Record<string, string | undefined>;

/** A value with its blanks trimmed; an empty or blank variable counts as unset. */
export function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A comma-separated list without empty entries; undefined when nothing is left. */
export function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

export function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = text(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env[name])?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

export function httpUrl(env: Env, name: string): string | undefined {
  const value = text(env[name]);
  if (value !== undefined && !/^https?:\/\//.test(value))
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}
