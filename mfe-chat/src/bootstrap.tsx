// Standalone page of the 'chat' remote: lets the remote be served and tried without the shell.
// The shell never loads this file; it loads the exposed pages directly.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneApp } from './standalone/standalone-app';

const container = document.getElementById('root');
if (!container) throw new Error('mfe-chat: #root is missing from public/index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneApp />
    </BrowserRouter>
  </StrictMode>,
);
