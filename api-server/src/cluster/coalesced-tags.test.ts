import type { ClusterBus } from './bus';
import { coalescedTagInvalidation, MAX_TAGS_PER_MESSAGE } from './coalesced-tags';

/** A bus that records what this server sends and lets the test deliver what another sent. */
function recordingBus() {
  const sent: unknown[] = [];
  const handlers = new Map<string, ((message: unknown) => void)[]>();
  const bus: ClusterBus = {
    publish: (_topic, message) => {
      sent.push(message);
    },
    on: (topic, handler) => handlers.set(topic, [...(handlers.get(topic) ?? []), handler]),
    onRestored: () => {},
    close: async () => {},
  };
  const deliver = (topic: string, message: unknown) =>
    handlers.get(topic)?.forEach((handler) => handler(message));
  return { bus, sent, deliver };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedTagInvalidation', () => {
  it('drops here at once and sends one message a turn with the union of the tags', async () => {
    const { bus, sent } = recordingBus();
    const applied: unknown[] = [];
    const drop = coalescedTagInvalidation(bus, 'shop-cache', (message) => applied.push(message));
    drop({ tags: ['a'] });
    drop({ tags: ['b', 'a'] });
    expect(applied).toEqual([{ tags: ['a'] }, { tags: ['b', 'a'] }]);
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toEqual([{ tags: ['a', 'b'] }]);
    drop({ tags: ['c'] });
    await nextTurn();
    expect(sent).toEqual([{ tags: ['a', 'b'] }, { tags: ['c'] }]);
  });

  it('sends "everything" when a turn asked for it or named too many tags for one message', async () => {
    const { bus, sent } = recordingBus();
    const drop = coalescedTagInvalidation(bus, 'shop-cache', () => {});
    drop({ tags: ['a'] });
    drop({ tags: null });
    await nextTurn();
    drop({ tags: Array.from({ length: MAX_TAGS_PER_MESSAGE + 1 }, (_, i) => `t${i}`) });
    await nextTurn();
    expect(sent).toEqual([{ tags: null }, { tags: null }]);
  });

  it('applies what another server sends, without sending it again', async () => {
    const { bus, sent, deliver } = recordingBus();
    const applied: unknown[] = [];
    coalescedTagInvalidation(bus, 'shop-cache', (message) => applied.push(message));
    deliver('shop-cache', { tags: ['x'] });
    await nextTurn();
    expect(applied).toEqual([{ tags: ['x'] }]);
    expect(sent).toEqual([]);
  });
});
