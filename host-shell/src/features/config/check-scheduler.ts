import { SCHEDULER_PROVIDERS, type SchedulerConfig, type SchedulerProvider } from 'shared-contracts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An https URL, or plain http on this machine only (a local fake provider): the page's CSP
 * allows the URL's origin, and a script or frame over plain http could be swapped on the way.
 */
function isSecureUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

/** A booking page names an account's page, not just the provider's site. */
function namesAPage(value: string): boolean {
  return new URL(value).pathname.replace(/\/+$/, '') !== '';
}

function isProvider(value: unknown): value is SchedulerProvider {
  return (SCHEDULER_PROVIDERS as readonly unknown[]).includes(value);
}

/**
 * Checks the `scheduler` field of a runtime config, pushing every problem to `problems`. Returns
 * the scheduler when it is usable; absent (or null) means the deployment books through the form.
 */
export function checkScheduler(value: unknown, problems: string[]): SchedulerConfig | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push('scheduler must be an object with provider, scriptUrl and bookingUrl');
    return undefined;
  }
  const { provider, scriptUrl, bookingUrl } = value as Record<string, unknown>;
  const before = problems.length;
  if (!isProvider(provider))
    problems.push(`scheduler.provider must be one of ${SCHEDULER_PROVIDERS.join(', ')}`);
  if (!isSecureUrl(scriptUrl)) {
    problems.push(
      "scheduler.scriptUrl must be an https URL of the provider's embed script (http only on localhost)",
    );
  }
  if (!isSecureUrl(bookingUrl)) {
    problems.push('scheduler.bookingUrl must be an https URL of the booking page (http only on localhost)');
  } else if (!namesAPage(bookingUrl)) {
    problems.push(
      'scheduler.bookingUrl must name the booking page, such as https://calendly.com/<you>/<event>',
    );
  }
  if (problems.length > before) return undefined;
  return { provider, scriptUrl, bookingUrl } as SchedulerConfig;
}
