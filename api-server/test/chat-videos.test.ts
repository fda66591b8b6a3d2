import { createLibrarySearch } from '../src/modules/chat/library/library-search';
import { API_SECURITY_HEADERS, DOCUMENT_ONLY_HEADERS } from './support/security-headers';
import { describeOnEachDatabase } from './support/test-app';

// The videos a reply recommends must lead somewhere: the API's own page of each video, or the
// site that publishes them when CHAT_VIDEO_BASE_URL says where.

describeOnEachDatabase('The recommended videos, without a video site', (server) => {
  it('link to the page of each video on this API, which says what the video covers', async () => {
    const [video] = (await createLibrarySearch(server.app.db).search('What is a varicocele?')).videos;
    expect(video?.url).toMatch(/^\/api\/chat-videos\/[a-z0-9-]+\/$/);

    const page = await server.get(video!.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`<h1>${video!.title}</h1>`);
    expect(page.body).toMatch(/A CareApp explainer video of about \d+ min on /);
    // A document, unlike a JSON answer, gets helmet's headers for rendered pages too.
    expect(page.headers).toMatchObject({ ...API_SECURITY_HEADERS, ...DOCUMENT_ONLY_HEADERS });
  });

  it('answers 404 for a video that does not exist and 400 for a slug no video can have', async () => {
    expect((await server.get('/api/chat-videos/no-such-video/')).statusCode).toBe(404);
    expect((await server.get('/api/chat-videos/%3Cscript%3E/')).statusCode).toBe(400);
  });
});

describeOnEachDatabase(
  'The recommended videos, with CHAT_VIDEO_BASE_URL',
  (server) => {
    it('link to the site that publishes them, by slug', async () => {
      const { videos } = await createLibrarySearch(server.app.db).search('What is a varicocele?');
      expect(videos.length).toBeGreaterThan(0);
      for (const video of videos)
        expect(video.url).toMatch(/^https:\/\/media\.example\.org\/watch\/[a-z0-9-]+$/);
    });
  },
  { chatVideoBaseUrl: 'https://media.example.org/watch/' },
);
