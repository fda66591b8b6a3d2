import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Chat page, exposed as 'chat/ChatPage' (placeholder until its feature lands). */
export default function ChatPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="chat" title="Chat" module="ChatPage" />;
}
