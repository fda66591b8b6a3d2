// The consult page's booking calendar of `npm start` (runtime config `scheduler`), from the
// environment. Plain Node, no imports: it runs before anything is installed.
const SCHEDULER_PROVIDERS = ['calendly', 'cal'];

/** The provider whose documented embed script this is: Calendly's host, or Cal.com's path. */
function schedulerProviderOf(scriptUrl) {
  let url;
  try {
    url = new URL(scriptUrl);
  } catch {
    return undefined;
  }
  if (url.hostname === 'calendly.com' || url.hostname.endsWith('.calendly.com')) return 'calendly';
  // app.cal.com and a Cal.com of your own both serve it there.
  if (url.pathname.endsWith('/embed/embed.js')) return 'cal';
  return undefined;
}

/**
 * The consult page's booking calendar (runtime config `scheduler`) from SCHEDULER_SCRIPT_URL,
 * SCHEDULER_BOOKING_URL and SCHEDULER_PROVIDER (told from the script's URL when unset for
 * Calendly's and Cal.com's own); none without a script URL. The shell checks the URLs; what only
 * the environment can get wrong stops the start here, with the variable to fix.
 */
export function schedulerFromEnv(env = process.env) {
  const scriptUrl = env.SCHEDULER_SCRIPT_URL?.trim();
  if (!scriptUrl) return undefined;
  const bookingUrl = env.SCHEDULER_BOOKING_URL?.trim();
  if (!bookingUrl) {
    throw new Error('SCHEDULER_BOOKING_URL must name the booking page when SCHEDULER_SCRIPT_URL is set');
  }
  const provider = env.SCHEDULER_PROVIDER?.trim() || schedulerProviderOf(scriptUrl);
  if (!SCHEDULER_PROVIDERS.includes(provider)) {
    throw new Error(
      `SCHEDULER_PROVIDER must be one of ${SCHEDULER_PROVIDERS.join(', ')}` +
        (env.SCHEDULER_PROVIDER?.trim() ? '' : ` (it cannot be told from SCHEDULER_SCRIPT_URL ${scriptUrl})`),
    );
  }
  return { provider, scriptUrl, bookingUrl };
}
