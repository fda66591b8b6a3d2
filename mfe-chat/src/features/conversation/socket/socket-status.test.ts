import type { SocketStatus } from 'shared-contracts';
import { isSocketOpen, nextSocketStatus, type SocketSignal } from './socket-status';

const run = (signals: SocketSignal[], from: SocketStatus = 'closed') =>
  signals.reduce<SocketStatus[]>(
    (seen, signal) => [...seen, nextSocketStatus(seen.at(-1) ?? from, signal)],
    [],
  );

describe('the socket states of docs/product.md §4', () => {
  it('goes idle, connected, waitingForMessage, receiveMessageFromSocketServer, closed over one exchange', () => {
    expect(run(['connecting', 'opened', 'sent', 'replyArriving', 'closed'])).toEqual([
      'idle',
      'connected',
      'waitingForMessage',
      'receiveMessageFromSocketServer',
      'closed',
    ]);
  });

  it('goes to error on a socket error, then closed', () => {
    expect(run(['connecting', 'opened', 'failed', 'closed'])).toEqual([
      'idle',
      'connected',
      'error',
      'closed',
    ]);
  });

  it('does not pretend to send or receive on a socket that is not open', () => {
    expect(run(['connecting', 'sent', 'replyArriving'])).toEqual(['idle', 'idle', 'idle']);
    expect(run(['sent'], 'closed')).toEqual(['closed']);
  });

  it('allows sending only in the open states', () => {
    const open = (
      ['idle', 'connected', 'error', 'waitingForMessage', 'receiveMessageFromSocketServer', 'closed'] as const
    ).filter(isSocketOpen);
    expect(open).toEqual(['connected', 'waitingForMessage', 'receiveMessageFromSocketServer']);
  });
});
