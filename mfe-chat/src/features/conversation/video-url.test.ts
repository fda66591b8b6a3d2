import { setRuntimeConfig } from 'shared-contracts';
import { videoHref } from './video-url';

describe('videoHref', () => {
  it("opens the API's own video page on the API's origin, and another site's link as it is", () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.careapp.test/', remotes: {} } as unknown as Parameters<
      typeof setRuntimeConfig
    >[0]);
    expect(videoHref('/api/chat-videos/testosterone-101/')).toBe(
      'https://api.careapp.test/api/chat-videos/testosterone-101/',
    );
    expect(videoHref('https://media.example.org/watch/testosterone-101')).toBe(
      'https://media.example.org/watch/testosterone-101',
    );
  });
});
