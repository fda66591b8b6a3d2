import type { SocketStatus } from 'shared-contracts';

/** What happens to the chat socket, as the saga sees it. */
export type SocketSignal = 'connecting' | 'opened' | 'sent' | 'replyArriving' | 'failed' | 'closed';

const OPEN_STATUSES: readonly SocketStatus[] = [
  'connected',
  'waitingForMessage',
  'receiveMessageFromSocketServer',
];

/** Whether the socket is open in this state: messages may be sent (docs/product.md §5). */
export function isSocketOpen(status: SocketStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/**
 * The socket states of docs/product.md §4 as a machine: idle while connecting, connected when open,
 * waitingForMessage once a message is sent, receiveMessageFromSocketServer while the reply arrives,
 * error on a socket error, closed when it closes. Sending or receiving on a socket that is not open
 * changes nothing: such a signal is a leftover of an earlier connection.
 */
export function nextSocketStatus(status: SocketStatus, signal: SocketSignal): SocketStatus {
  switch (signal) {
    case 'connecting':
      return 'idle';
    case 'opened':
      return 'connected';
    case 'sent':
      return isSocketOpen(status) ? 'waitingForMessage' : status;
    case 'replyArriving':
      return isSocketOpen(status) ? 'receiveMessageFromSocketServer' : status;
    case 'failed':
      return 'error';
    case 'closed':
      return 'closed';
  }
}
