import type { RemoteLoadEvent } from 'shared-contracts';
import { beaconSender, createRemoteLoadReporter, flushWhenHidden } from './remote-load-reporter';

const failure = (attempt: number): RemoteLoadEvent => ({
  type: 'failure',
  remote: 'shop',
  module: 'CartPage',
  kind: 'chunk',
  attempt,
  ms: attempt * 100,
});

function recordingSender() {
  const bodies: string[] = [];
  const send = (body: string) => {
    bodies.push(body);
    return true;
  };
  return { send, batches: () => bodies.map((body) => JSON.parse(body) as { events: RemoteLoadEvent[] }) };
}

describe('createRemoteLoadReporter', () => {
  it('sends nothing until flushed, then every queued event in one batch', () => {
    const { send, batches } = recordingSender();
    const reporter = createRemoteLoadReporter(send);
    reporter.record(failure(1));
    reporter.record(failure(2));
    expect(batches()).toEqual([]);

    reporter.flush();
    expect(batches()).toEqual([{ events: [failure(1), failure(2)] }]);
  });

  it('hands each event over once: a second flush sends nothing', () => {
    const { send, batches } = recordingSender();
    const reporter = createRemoteLoadReporter(send);
    reporter.record(failure(1));
    reporter.flush();
    reporter.flush();
    expect(batches()).toHaveLength(1);
  });

  it('sends a full batch of 50 at once and keeps batches within 50 events', () => {
    const { send, batches } = recordingSender();
    const reporter = createRemoteLoadReporter(send);
    for (let n = 1; n <= 50; n += 1) reporter.record(failure(1));
    expect(batches().map((batch) => batch.events.length)).toEqual([50]);
    for (let n = 1; n <= 3; n += 1) reporter.record(failure(1));
    reporter.flush();
    expect(batches().map((batch) => batch.events.length)).toEqual([50, 3]);
  });

  it('drops a batch the browser refuses, without throwing into the page', () => {
    const reporter = createRemoteLoadReporter(() => {
      throw new TypeError('beacon too large');
    });
    reporter.record(failure(1));
    expect(() => reporter.flush()).not.toThrow();
  });
});

describe('flushWhenHidden', () => {
  it('flushes when the page is hidden or hides, and stops listening after clean-up', () => {
    const { send, batches } = recordingSender();
    const reporter = createRemoteLoadReporter(send);
    const stop = flushWhenHidden(reporter);

    reporter.record(failure(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(batches()).toHaveLength(1);

    reporter.record(failure(2));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(batches()).toHaveLength(2);

    stop();
    reporter.record(failure(3));
    window.dispatchEvent(new Event('pagehide'));
    expect(batches()).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});

describe('beaconSender', () => {
  it('sends the body as a string beacon to the URL, and answers false without sendBeacon', () => {
    const sendBeacon = jest.fn(() => true);
    const send = beaconSender('http://127.0.0.1:8000/api/telemetry/remote-load/', {
      sendBeacon,
    } as unknown as Navigator);
    expect(send('{"events":[]}')).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(
      'http://127.0.0.1:8000/api/telemetry/remote-load/',
      '{"events":[]}',
    );
    expect(beaconSender('http://x/', {} as Navigator)('{}')).toBe(false);
  });
});
