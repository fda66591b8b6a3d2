import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Chat page, exposed as 'chat/ChatPage' (placeholder until its feature lands). */
export default function ChatPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Chat" module="ChatPage" />;
}
