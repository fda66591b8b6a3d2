import { CHAT_CLOSE_CODES, CHAT_LIMITS, isChatFileType } from './chat';

describe('chat limits', () => {
  it('allows png, jpeg, webp images and pdf files only', () => {
    expect(['image/png', 'image/jpeg', 'image/webp', 'application/pdf'].every(isChatFileType)).toBe(true);
    expect(isChatFileType('image/svg+xml')).toBe(false);
    expect(isChatFileType('text/html')).toBe(false);
  });

  it('reads a frame big enough for a 5 MB file as base64', () => {
    expect(CHAT_LIMITS.fileMaxBytes).toBe(5 * 1024 * 1024);
    expect(CHAT_LIMITS.frameMaxBytes).toBeGreaterThan((CHAT_LIMITS.fileMaxBytes * 4) / 3 + 100);
  });

  it('keeps the close codes distinct', () => {
    const codes = Object.values(CHAT_CLOSE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
