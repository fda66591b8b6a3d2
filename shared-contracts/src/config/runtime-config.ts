import type { RemoteName } from '../brands/brand-ids';
import type { BrandHosts } from '../brands/brand-types';

/**
 * The payment providers' browser ids. Publishable only: secret keys live in the API server's
 * environment and never reach a page. The API decides per attempt whether a gateway is real
 * (`PaymentAttempt.sandbox`); a real attempt's step reads its id here.
 */
export interface PaymentKeys {
  /** Stripe publishable key (`pk_test_…`, `pk_live_…`) for Stripe.js. */
  stripePublishableKey?: string;
  /** PayPal REST app client id for the PayPal JS SDK. */
  paypalClientId?: string;
  /**
   * The API runs Google Pay for real (it needs no browser key: the API sends the whole payment
   * request); the page's Content-Security-Policy then allows Google's pay.js.
   */
  googlePay?: boolean;
}

/** The scheduling providers whose inline booking calendar the consult page can embed. */
export const SCHEDULER_PROVIDERS = ['calendly', 'cal'] as const;

/** `calendly` (Calendly) or `cal` (Cal.com, hosted or your own). */
export type SchedulerProvider = (typeof SCHEDULER_PROVIDERS)[number];

/**
 * The consult page's online booking: the provider's embed script and the booking page it shows.
 * The page's Content-Security-Policy allows the script's origin (scripts) and the booking page's
 * origin (frames), and nothing else of the provider's. Without it, the page offers the
 * consultation form alone.
 */
export interface SchedulerConfig {
  provider: SchedulerProvider;
  /**
   * The provider's embed script: Calendly's `https://assets.calendly.com/assets/external/widget.js`,
   * Cal.com's `https://app.cal.com/embed/embed.js` (or `<your Cal.com>/embed/embed.js`).
   */
  scriptUrl: string;
  /**
   * The booking page shown inline: `https://calendly.com/<you>/<event>`, or for Cal.com its
   * origin and link `https://app.cal.com/<you>/<event>`.
   */
  bookingUrl: string;
}

/**
 * Deployment settings the shell loads from `/config.json` at start, so one build serves any
 * deployment. Set once with {@link setRuntimeConfig}; read anywhere with {@link getRuntimeConfig}.
 */
export interface RuntimeConfig {
  /** Base URL of the API server, e.g. 'http://127.0.0.1:8000' (endpoint paths start with '/api/'). */
  apiBaseUrl: string;
  /** Base URL of the chat WebSocket, e.g. 'ws://127.0.0.1:8000' (paths start with '/ws/'). */
  wsBaseUrl: string;
  /** `mf-manifest.json` URL of each remote. */
  remotes: Record<RemoteName, string>;
  /** Hostnames of brands served on their own host. */
  brandHosts: BrandHosts;
  /** OAuth client id for Google sign-in ('' disables it). */
  googleClientId: string;
  /** The product word (`DEFAULT_PRODUCT_WORD` unless a deployment overrides it). */
  productWord: string;
  /** Hostname of the default host, used when linking from a brand host (default 'localhost'). */
  defaultHost?: string;
  /**
   * Whether testers may break remotes and the API on purpose (`?mf-fault=`, `pnpm fault`; see
   * docs/recovery-testing.md). `npm start` turns it on; a production config leaves it out.
   */
  faultInjection?: boolean;
  /** Publishable ids of the real payment providers; absent: the checkout's real steps are off. */
  payments?: PaymentKeys;
  /** The consult page's online booking calendar; absent: the page offers its form alone. */
  scheduler?: SchedulerConfig;
}

// One value per page: shared-contracts is a Module Federation singleton, so every remote sees it.
let current: RuntimeConfig | null = null;

/** Stores the runtime config for the page (the shell calls this once, before rendering). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = Object.freeze({
    ...config,
    remotes: Object.freeze({ ...config.remotes }),
    brandHosts: Object.freeze({ ...config.brandHosts }),
  });
}

/**
 * The runtime config set by {@link setRuntimeConfig}.
 * @throws Error when called before the config was set.
 */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error(
      'shared-contracts: runtime config is not set. The shell must load /config.json and call ' +
        'setRuntimeConfig(config) before anything reads it (tests: setRuntimeConfig(defaultRuntimeConfig())).',
    );
  }
  return current;
}

/** Whether {@link setRuntimeConfig} has been called (and not reset). */
export function hasRuntimeConfig(): boolean {
  return current !== null;
}

/** Forgets the runtime config, so the next read throws again. For tests and for a shell retrying its start. */
export function resetRuntimeConfig(): void {
  current = null;
}

/**
 * Whether Google sign-in is on for this deployment: the runtime config is set and its
 * `googleClientId` is not empty (nor only blanks).
 *
 * Remotes must check this before rendering any `@react-oauth/google` component (`GoogleLogin`,
 * `useGoogleLogin`, ...): the shell renders `GoogleOAuthProvider` only when it is true, and those
 * components throw outside the provider.
 */
export function isGoogleSignInEnabled(): boolean {
  return current !== null && current.googleClientId.trim() !== '';
}
