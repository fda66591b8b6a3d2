import { useParams } from 'react-router-dom';
import type { RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate, usePersonalParts } from 'shared-ui';
import { ChatProvider } from '../app/chat-provider';
import type { ChatStore } from '../app/store';
import { ChatHome } from './chat-home';
import { ChatRoom, ChatRoomFrame } from './chat-room';

/**
 * The server renders the chat's frame and reads nothing (docs/adr/0150): the conversations are
 * the signed-in user's, asked for with the token the browser keeps.
 */
export const prepare = (): Promise<void> => Promise.resolve();

function ChatRoute({ slug }: { slug: string | undefined }) {
  const personal = usePersonalParts();
  if (!slug) return <ChatHome />;
  // The room's socket and messages wait for the browser's session: until then its frame.
  return personal ? <ChatRoom key={slug} room={slug} /> : <ChatRoomFrame />;
}

/** Careapp /app and /app/{slug} (signed-in only: the shell's guard), exposed as 'chat/ChatPage'. */
export default function ChatPage(props: Partial<RemotePageProps> & { store?: ChatStore }) {
  const { slug } = useParams();
  return (
    <ChatProvider store={props.store} renderScope={props.renderScope}>
      <PersonalPartsGate open={props.personalParts !== false}>
        <ChatRoute slug={slug} />
      </PersonalPartsGate>
    </ChatProvider>
  );
}
