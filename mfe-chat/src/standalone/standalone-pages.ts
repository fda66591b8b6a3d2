// The pages of the standalone page, loaded on demand like the shell loads them.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PageModuleName, RemotePageProps } from 'shared-contracts';

export interface StandalonePage {
  module: PageModuleName<'chat'>;
  /** URL path on the standalone page, and the pageKey passed to the page. */
  key: string;
  Page: ComponentType<RemotePageProps>;
}

export const STANDALONE_PAGES: readonly StandalonePage[] = [
  { module: 'ChatPage', key: 'chat', Page: lazy(() => import('../pages/chat-page')) },
];
