import type { SchedulerConfig, SchedulerProvider } from 'shared-contracts';

/** Calendly's widget.js API (help.calendly.com, "Advanced embed options"). */
interface CalendlyApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement; resize?: boolean }): void;
}

/**
 * Cal.com's embed snippet: a function queueing its calls until embed.js takes over the queue
 * (cal.com/docs, "Embed"); embed.js expects it to exist before it runs.
 */
interface CalApi {
  (...instruction: unknown[]): void;
  q: unknown[][];
  ns: Record<string, unknown>;
  loaded?: boolean;
}

type ProviderWindow = Window & { Calendly?: CalendlyApi; Cal?: CalApi };

interface Embed {
  /** Runs before the provider's script (what its snippet sets up first). */
  prepare(win: ProviderWindow): void;
  /** Draws the booking page inline in `element`, once the script has loaded. */
  mount(element: HTMLElement, scheduler: SchedulerConfig, win: ProviderWindow): void;
}

// Cal.com takes its `init` once per page and origin; a second one would start another instance.
const calOrigins = new WeakMap<ProviderWindow, Set<string>>();

const EMBEDS: Record<SchedulerProvider, Embed> = {
  calendly: {
    prepare: () => undefined,
    mount(element, { bookingUrl }, win) {
      if (!win.Calendly) throw new Error('Calendly widget.js loaded but defined no Calendly');
      win.Calendly.initInlineWidget({ url: bookingUrl, parentElement: element });
    },
  },
  cal: {
    // The snippet's queue, without its own script tag: the page loads embed.js itself, to know
    // when it fails.
    prepare(win) {
      if (win.Cal) return;
      const cal = ((...instruction: unknown[]) => void cal.q.push(instruction)) as CalApi;
      cal.q = [];
      cal.ns = {};
      cal.loaded = true;
      win.Cal = cal;
    },
    mount(element, { bookingUrl }, win) {
      const cal = win.Cal;
      if (!cal) throw new Error('Cal.com embed.js has no Cal');
      const { origin, pathname } = new URL(bookingUrl);
      const inited = calOrigins.get(win) ?? new Set<string>();
      calOrigins.set(win, inited);
      if (!inited.has(origin)) {
        cal('init', { origin });
        inited.add(origin);
      }
      cal('inline', { elementOrSelector: element, calLink: pathname.replace(/^\/+|\/+$/g, '') });
    },
  },
};

/** Sets up what the provider's script expects to find when it runs. */
export function prepareEmbed(scheduler: SchedulerConfig, win: Window = window): void {
  EMBEDS[scheduler.provider].prepare(win);
}

/** Draws the provider's booking page in `element`; throws when its script gave no way to. */
export function mountEmbed(element: HTMLElement, scheduler: SchedulerConfig, win: Window = window): void {
  EMBEDS[scheduler.provider].mount(element, scheduler, win);
}
