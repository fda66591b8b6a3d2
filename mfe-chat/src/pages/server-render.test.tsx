import { screen } from '@testing-library/react';
import { serverRenderThenHydrate } from 'remote-kit/testing';
import { createRenderScope } from 'shared-contracts';
import ChatPage from './chat-page';

// The chat rendered by the shell's server (docs/adr/0150): its frame and placeholders; the shell's
// guard holds the user's parts (personalParts false) until it knows the visitor: no read, no socket.
describe('the chat on the server', () => {
  it('/app: the heading, the sections and their placeholders, no conversation', async () => {
    const page = await serverRenderThenHydrate({
      server: <ChatPage renderScope={createRenderScope()} />,
      browser: <ChatPage personalParts={false} />,
      path: '/app',
      route: '/app/:slug?',
    });

    expect(page.html).toContain('Your health chat</h1>');
    expect(page.html).toContain('Your conversations</h2>');
    expect(page.html).toContain('aria-label="Loading your conversations"');
    expect(page.problems).toEqual([]);
    expect(screen.getByLabelText('Loading your conversations')).toBeInTheDocument();
    page.unmount();
  });

  it('/app/{slug}: the room’s frame at its size, without the conversation', async () => {
    const page = await serverRenderThenHydrate({
      server: <ChatPage renderScope={createRenderScope()} />,
      browser: <ChatPage personalParts={false} />,
      path: '/app/room-1',
      route: '/app/:slug?',
    });

    expect(page.html).toContain('Conversation</h1>');
    expect(page.html).toContain('All conversations');
    expect(page.html).not.toContain('aria-label="Messages"');
    expect(page.problems).toEqual([]);
    page.unmount();
  });
});
