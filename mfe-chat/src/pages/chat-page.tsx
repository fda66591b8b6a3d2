import { useParams } from 'react-router-dom';
import type { RemotePageProps } from 'shared-contracts';
import { ChatProvider } from '../app/chat-provider';
import type { ChatStore } from '../app/store';
import { ChatHome } from './chat-home';
import { ChatRoom } from './chat-room';

/** Careapp /app and /app/{slug} (signed-in only: the shell's guard), exposed as 'chat/ChatPage'. */
export default function ChatPage(props: RemotePageProps & { store?: ChatStore }) {
  const { slug } = useParams();
  return (
    <ChatProvider store={props.store}>
      {slug ? <ChatRoom key={slug} room={slug} /> : <ChatHome />}
    </ChatProvider>
  );
}
