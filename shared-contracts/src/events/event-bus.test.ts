import { CHAT_CHANNELS, TAB_LOCAL_EVENTS } from './app-events';
import type { BroadcastChannelLike } from './event-bus';
import { createEventBus } from './event-bus';

/** A fake BroadcastChannel network: channels with the same name in different "tabs" hear each other. */
function fakeBroadcastNetwork() {
  const open = new Set<FakeChannel>();
  class FakeChannel implements BroadcastChannelLike {
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage(message: unknown) {
      const cloned: unknown = JSON.parse(JSON.stringify(message)); // channels deliver copies
      for (const other of open) {
        if (other !== this && other.name === this.name) other.onmessage?.({ data: cloned } as MessageEvent);
      }
    }
    close() {
      open.delete(this);
    }
  }
  const posted: unknown[] = [];
  return {
    createChannel: (name: string) => {
      const channel = new FakeChannel(name);
      const post = channel.postMessage.bind(channel);
      channel.postMessage = (message) => {
        posted.push(message);
        post(message);
      };
      return channel;
    },
    posted,
  };
}

describe('event bus', () => {
  it('delivers a typed payload to every handler of the event type', () => {
    const bus = createEventBus({ createChannel: null });
    const a = jest.fn();
    const b = jest.fn();
    const other = jest.fn();
    bus.on('cart/countChanged', a);
    bus.on('cart/countChanged', b);
    bus.on('session/changed', other);
    bus.emit('cart/countChanged', { count: 3 });
    expect(a).toHaveBeenCalledWith({ count: 3 });
    expect(b).toHaveBeenCalledWith({ count: 3 });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops calling a handler after it unsubscribes', () => {
    const bus = createEventBus({ createChannel: null });
    const handler = jest.fn();
    const off = bus.on('checkout/idChanged', handler);
    bus.emit('checkout/idChanged', { checkoutId: 'c1' });
    off();
    bus.emit('checkout/idChanged', { checkoutId: null });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a handler that throws does not stop the other handlers', () => {
    const onHandlerError = jest.fn();
    const bus = createEventBus({ createChannel: null, onHandlerError });
    const after = jest.fn();
    bus.on('notify', () => {
      throw new Error('boom');
    });
    bus.on('notify', after);
    bus.emit('notify', { message: 'Saved', kind: 'success' });
    expect(after).toHaveBeenCalledWith({ message: 'Saved', kind: 'success' });
    expect(onHandlerError).toHaveBeenCalledWith(expect.any(Error), 'notify');
  });

  it('mirrors events to other tabs through a BroadcastChannel', () => {
    const network = fakeBroadcastNetwork();
    const tabA = createEventBus({ createChannel: network.createChannel });
    const tabB = createEventBus({ createChannel: network.createChannel });
    const inA = jest.fn();
    const inB = jest.fn();
    tabA.on('session/changed', inA);
    tabB.on('session/changed', inB);

    tabA.emit('session/changed', { access: null });

    expect(inA).toHaveBeenCalledTimes(1);
    expect(inB).toHaveBeenCalledTimes(1);
    expect(inB).toHaveBeenCalledWith({ access: null });
  });

  it('does not bounce a mirrored event back to the tab it came from', () => {
    const network = fakeBroadcastNetwork();
    const tabA = createEventBus({ createChannel: network.createChannel });
    createEventBus({ createChannel: network.createChannel });
    const inA = jest.fn();
    tabA.on('cart/countChanged', inA);
    tabA.emit('cart/countChanged', { count: 2 });
    expect(inA).toHaveBeenCalledTimes(1);
    expect(network.posted).toHaveLength(1);
  });

  it('keeps toasts and crossTab:false events in their own tab', () => {
    const network = fakeBroadcastNetwork();
    const tabA = createEventBus({ createChannel: network.createChannel });
    const tabB = createEventBus({ createChannel: network.createChannel });
    const inB = jest.fn();
    tabB.on('notify', inB);
    tabB.on('user/changed', inB);
    tabA.emit('notify', { message: 'Hi', kind: 'info' });
    tabA.emit('user/changed', { user: null }, { crossTab: false });
    expect(inB).not.toHaveBeenCalled();
    expect(network.posted).toHaveLength(0);
    expect(TAB_LOCAL_EVENTS).toEqual(['notify']);
  });

  it('mirrors the chat socket status to other tabs (docs/product.md §4 broadcasts it)', () => {
    const network = fakeBroadcastNetwork();
    const tabA = createEventBus({ createChannel: network.createChannel });
    const tabB = createEventBus({ createChannel: network.createChannel });
    const inB = jest.fn();
    tabB.on('chat/socketStatus', inB);
    tabA.emit('chat/socketStatus', { status: 'connected' });
    expect(inB).toHaveBeenCalledWith({ status: 'connected' });
  });

  it('names the chat broadcast channels websocket_status and chat_messages', () => {
    expect(CHAT_CHANNELS).toEqual({ websocketStatus: 'websocket_status', chatMessages: 'chat_messages' });
  });

  it('works in a tab without BroadcastChannel', () => {
    expect(typeof (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel).toBe('undefined');
    const bus = createEventBus();
    const handler = jest.fn();
    bus.on('onboarding/stepChanged', handler);
    bus.emit('onboarding/stepChanged', { step: 'completed' });
    expect(handler).toHaveBeenCalledWith({ step: 'completed' });
  });

  it('keeps working within the tab when the channel cannot be opened', () => {
    const bus = createEventBus({
      createChannel: () => {
        throw new Error('SecurityError');
      },
    });
    const handler = jest.fn();
    bus.on('cart/countChanged', handler);
    bus.emit('cart/countChanged', { count: 1 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
