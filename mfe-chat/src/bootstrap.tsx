// Standalone page of the 'chat' remote: lets the remote be served and tried without the shell.
// The shell never loads this file; it loads the exposed pages directly.
import { renderStandalone } from 'remote-kit';

renderStandalone({
  remote: 'chat',
  // The brand this remote is mostly tried with; ?brand=<id> picks another.
  defaultBrand: 'careapp',
  pages: {
    ChatPage: () => import('./pages/chat-page'),
  },
});
