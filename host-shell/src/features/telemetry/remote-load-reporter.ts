import { REMOTE_LOAD_LIMITS, type RemoteLoadBatch, type RemoteLoadEvent } from 'shared-contracts';

/** Hands one batch's body to the network; true when the browser took it. */
export type SendBatch = (body: string) => boolean;

export interface RemoteLoadReporter {
  /** Queues one event; sends at once when a full batch is waiting. */
  record(event: RemoteLoadEvent): void;
  /** Sends everything queued, in batches of at most 50 events, and empties the queue. */
  flush(): void;
}

/**
 * Collects the loader's events and sends them in batches. Sending never blocks and
 * never throws into the page: a batch the browser refuses is dropped, since telemetry must not
 * cost a visitor anything. Each event is handed over once: flushing empties the queue first, so
 * `pagehide` following `visibilitychange` sends nothing twice.
 */
export function createRemoteLoadReporter(send: SendBatch): RemoteLoadReporter {
  let queue: RemoteLoadEvent[] = [];
  const max = REMOTE_LOAD_LIMITS.maxEventsPerBatch;

  function flush(): void {
    const events = queue;
    queue = [];
    for (let start = 0; start < events.length; start += max) {
      const batch: RemoteLoadBatch = { events: events.slice(start, start + max) };
      try {
        send(JSON.stringify(batch));
      } catch {
        // A refused beacon (too large, no network) is dropped: the page comes first.
      }
    }
  }

  return {
    record(event) {
      queue.push(event);
      if (queue.length >= max) flush();
    },
    flush,
  };
}

/**
 * navigator.sendBeacon with a string body: the browser sends it as text/plain, a CORS-safelisted
 * type, so no preflight is needed and the request outlives the page.
 */
export function beaconSender(url: string, nav: Navigator = navigator): SendBatch {
  return (body) => (typeof nav.sendBeacon === 'function' ? nav.sendBeacon(url, body) : false);
}

/**
 * Sends the queue when the page is hidden (tab switched, closed or navigated away): the last
 * moment a page is sure to get, and the one sendBeacon exists for. Returns the clean-up.
 */
export function flushWhenHidden(reporter: RemoteLoadReporter, win: Window = window): () => void {
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') reporter.flush();
  };
  const onPageHide = () => reporter.flush();
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
  };
}
