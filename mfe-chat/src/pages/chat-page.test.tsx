import { render, screen } from '@testing-library/react';
import ChatPage from './chat-page';

describe('ChatPage', () => {
  it('shows the page name, the remote that serves it and its page key', () => {
    render(<ChatPage brand="careapp" pageKey="chat-a" brandHref={(path) => `/x${path}`} />);

    const page = screen.getByRole('region', { name: 'Chat' });
    expect(page).toContainElement(screen.getByRole('heading', { level: 1, name: 'Chat' }));
    expect(page).toHaveTextContent('This page is served by the chat remote (chat/ChatPage).');
    expect(screen.getByText('chat-a')).toBeVisible();
  });
});
