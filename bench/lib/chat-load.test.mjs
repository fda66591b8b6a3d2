import { chatLoadSettings, percentile } from './chat-load.mjs';

describe('the chat load scenario', () => {
  it('is the full scenario by default: 1,000 sockets, 100 sending a message a second for 30 s', () => {
    expect(chatLoadSettings({})).toEqual({ sockets: 1000, senders: 100, seconds: 30 });
  });

  it('is shrunk from the environment, never to more senders than sockets', () => {
    expect(
      chatLoadSettings({ BENCH_CHAT_SOCKETS: '50', BENCH_CHAT_SENDERS: '80', BENCH_CHAT_SECONDS: '5' }),
    ).toEqual({ sockets: 50, senders: 50, seconds: 5 });
    expect(() => chatLoadSettings({ BENCH_CHAT_SECONDS: '0' })).toThrow('BENCH_CHAT_SECONDS=0');
  });

  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});
