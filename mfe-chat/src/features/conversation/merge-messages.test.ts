import type { ChatMessage } from 'shared-contracts';
import { lastStoredId, upsertMessage, visibleMessages, type LiveMessage } from './merge-messages';

const stored = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  client_id: `c-${id}`,
  is_ai: false,
  message: `message ${id}`,
  file: null,
  chat_source_recommendations: [],
  feedback_type: null,
  feedback_message: null,
  created_at: '2026-11-22T12:00:00Z',
  ...overrides,
});
const pending = (clientId: string, text = 'hello'): LiveMessage => ({
  ...stored(0, { client_id: clientId, message: text }),
  id: null,
  created_at: null,
});

describe('merging messages', () => {
  it('ignores a message whose id is already there', () => {
    const once = upsertMessage([], stored(1));
    const twice = upsertMessage(once, stored(1));
    expect(twice).toHaveLength(1);
  });

  it('gives the pending user message its id and file when its stored copy arrives', () => {
    const messages = upsertMessage([pending('c-7')], stored(7, { file: 'data:image/png;base64,AA==' }));
    expect(messages).toEqual([
      expect.objectContaining({ id: 7, client_id: 'c-7', file: 'data:image/png;base64,AA==' }),
    ]);
  });

  it('keeps stored messages in id order and pending ones after them', () => {
    let messages: LiveMessage[] = [pending('c-new')];
    messages = upsertMessage(messages, stored(5));
    messages = upsertMessage(messages, stored(3));
    expect(messages.map((m) => m.id)).toEqual([3, 5, null]);
  });

  it('shows history and live messages once each, the live copy winning', () => {
    const history = [stored(1), stored(2, { is_ai: true, client_id: 'c-1' })];
    const live = [
      stored(2, { is_ai: true, client_id: 'c-1', feedback_type: 'up' }),
      stored(3),
      pending('c-9'),
    ];
    const shown = visibleMessages(history, live);
    expect(shown.map((m) => m.id)).toEqual([1, 2, 3, null]);
    expect(shown[1]?.feedback_type).toBe('up');
  });

  it('does not show a pending message twice once the history holds its stored copy', () => {
    expect(visibleMessages([stored(4, { client_id: 'c-x' })], [pending('c-x')]).map((m) => m.id)).toEqual([
      4,
    ]);
  });

  it('finds the last stored id across lists', () => {
    expect(lastStoredId([stored(2)], [stored(9), pending('p')])).toBe(9);
    expect(lastStoredId([pending('p')])).toBeNull();
  });
});
