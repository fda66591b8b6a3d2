import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from 'remote-kit/testing';
import type { ChatMessage, ChatRoom } from 'shared-contracts';
import { createTestChat, inChat, type SeenRequest, type TestChat } from '../testing/chat-test-kit';
import { exchange, storedMessage } from '../testing/fake-socket';
import ChatPage from './chat-page';

const room = (index: number): ChatRoom => ({
  slug: `room-${index}`,
  name: `Conversation ${index}`,
  created_at: '2026-11-22T12:00:00Z',
  updated_at: '2026-11-22T12:00:00Z',
});

/** The stand-in API: 13 rooms in pages of 10, two stored messages in room-1, feedback echoed. */
function api(request: SeenRequest) {
  if (request.url === '/api/chat-room/' && request.method === 'GET') {
    const offset = Number(request.params.offset);
    const all = Array.from({ length: 13 }, (_, index) => room(index + 1));
    const results = all.slice(offset, offset + 10);
    return {
      status: 200,
      data: { count: 13, next: offset + 10 < 13 ? 'more' : null, previous: null, results },
    };
  }
  if (request.url === '/api/chat-room-messages/room-1/') {
    const results: ChatMessage[] = [
      storedMessage(1, { message: 'Earlier question', client_id: 'c-1' }),
      storedMessage(2, { message: 'Earlier answer', is_ai: true, client_id: 'c-1' }),
    ];
    return { status: 200, data: { count: 2, next: null, previous: null, results } };
  }
  if (request.url === '/api/chat-suggestions/') {
    return { status: 200, data: { is_new_chat: true, results: ['What is a varicocele?'] } };
  }
  if (request.url === '/api/related-chat-prompts/') return { status: 200, data: { results: [] } };
  if (request.url === '/api/user-chat-analytics/') {
    return {
      status: 200,
      data: {
        entries: [],
        user_diseases: [],
        user_processor_variables: [],
        diseases: [],
        processor_variables: [],
      },
    };
  }
  if (request.url.startsWith('/api/message-feedback/room-1/')) {
    const body = request.body as { feedback_type: 'up' | 'down'; feedback_message?: string | null };
    return {
      status: 200,
      data: storedMessage(2, {
        message: 'Earlier answer',
        is_ai: true,
        feedback_type: body.feedback_type,
        feedback_message: body.feedback_message ?? null,
      }),
    };
  }
  return undefined;
}

const page = (chat: TestChat) => (
  <ChatPage brand="careapp" pageKey="chat" brandHref={(path) => path} store={chat.store} />
);

describe('/app', () => {
  it('lists the rooms 10 at a time and loads the next 10 with Load more', async () => {
    const chat = createTestChat({ api });
    renderInRemote(page(chat), inChat(chat));
    const rooms = await screen.findByRole('region', { name: 'Your conversations' });
    await within(rooms).findByRole('link', { name: 'Conversation 10' });
    expect(within(rooms).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(within(rooms).getByRole('button', { name: 'Load more' }));
    await within(rooms).findByRole('link', { name: 'Conversation 13' });
    expect(chat.api.requests.filter((r) => r.url === '/api/chat-room/').map((r) => r.params)).toEqual([
      { limit: 10, offset: 0 },
      { limit: 10, offset: 10 },
    ]);
    expect(within(rooms).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('starts a new chat from a suggestion, opens it and sends the question once the socket is open', async () => {
    const chat = createTestChat({ api });
    renderInRemote(page(chat), inChat(chat));
    await userEvent.click(await screen.findByRole('button', { name: 'What is a varicocele?' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent('/app/room-1'));
    await waitFor(() => expect(chat.sockets.opened.length === 1).toBe(true));
    act(() => chat.sockets.latest().open());
    await waitFor(() => expect(chat.sockets.latest().sent.length === 1).toBe(true));
    expect(chat.sockets.latest().sent[0]).toMatchObject({ message: 'What is a varicocele?' });
  });

  it('"Start a chat" (the phone FAB) is busy while the room is made, then opens it with nothing sent', async () => {
    const chat = createTestChat({ api });
    let finish: () => void = () => {};
    const made = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const createRoom = chat.memory.calls.createRoom;
    chat.memory.calls.createRoom = (body) => made.then(() => createRoom(body));
    renderInRemote(page(chat), inChat(chat));

    await userEvent.click(await screen.findByRole('button', { name: 'Start a chat' }));
    const fab = screen.getByRole('button', { name: 'Start a chat' });
    expect(fab).toBeDisabled();
    expect(fab).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Starting your conversation…', { selector: '[aria-live]' })).toBeInTheDocument();

    act(() => finish());
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent('/app/room-1'));
    expect(chat.memory.rooms).toHaveLength(1);
    await waitFor(() => expect(chat.sockets.opened.length === 1).toBe(true));
    act(() => chat.sockets.latest().open());
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeEnabled();
    expect(chat.sockets.latest().sent).toHaveLength(0);
  });

  it('holds the suggestions’ room with the same section, heading and list while they load', async () => {
    const chat = createTestChat({ api });
    renderInRemote(page(chat), inChat(chat));
    const loading = screen.getByRole('region', { name: 'Suggested questions' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    const loadingList = loading.querySelector('ul');
    expect(loadingList?.querySelectorAll('[data-skeleton="block"]')).toHaveLength(6);
    const heading = within(loading).getByRole('heading', { level: 3, name: 'Suggested questions' });
    await screen.findByRole('button', { name: 'What is a varicocele?' });
    const loaded = screen.getByRole('region', { name: 'Suggested questions' });
    expect(loaded).not.toHaveAttribute('aria-busy');
    expect(loaded.className).toBe(loading.className);
    expect(loaded.querySelector('ul')?.className).toBe(loadingList?.className);
    expect(within(loaded).getByRole('heading', { level: 3 }).className).toBe(heading.className);
  });

  it('deletes a room only after the confirmation', async () => {
    const chat = createTestChat({ api });
    const deleted: string[] = [];
    chat.memory.calls.deleteRoom = (slug) => {
      deleted.push(slug);
      return Promise.resolve();
    };
    renderInRemote(page(chat), inChat(chat));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Conversation 3”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Conversation 3”' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual(['room-3']);
    expect(chat.store.getState().rooms.deleteStatus).toBe('');
    // The row and its Delete button are gone: focus goes to the list's heading, not to <body>.
    expect(screen.getByRole('heading', { name: 'Your conversations' })).toHaveFocus();
  });
});

describe('/app health profile', () => {
  /** The development account's kind of profile: one condition, one measure, one topic. */
  const profile = (request: SeenRequest) =>
    request.url === '/api/user-chat-analytics/'
      ? {
          status: 200,
          data: {
            entries: [{ name: 'Varicocele', main_content: [{ id: 7, name: 'What a varicocele is' }] }],
            user_diseases: [{ id: 3, disease: { id: 1, name: 'Varicocele' } }],
            user_processor_variables: [
              { id: 4, processor_variable: { id: 2, name: 'Age', unit: 'years' }, value: '34' },
            ],
            diseases: [{ id: 1, name: 'Varicocele' }],
            processor_variables: [{ id: 2, name: 'Age', unit: 'years' }],
          },
        }
      : api(request);

  it('shows the conditions, the measures and the topics, busy until the last of them is in', async () => {
    const chat = createTestChat({ api: profile });
    renderInRemote(page(chat), inChat(chat));
    const section = await screen.findByRole('region', { name: 'Your health profile' });
    expect(await within(section).findByRole('heading', { name: 'Your conditions' })).toBeVisible();
    expect(await within(section).findByText('What a varicocele is')).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Your measures' })).toBeVisible();
    expect(within(section).getByRole('search')).toBeVisible();
    expect(section).not.toHaveAttribute('aria-busy');
    expect(within(section).queryByText('Loading your health profile…')).not.toBeInTheDocument();
  });
});

describe('/app/{slug} of a room that is not the user’s', () => {
  it('says so once, offers the way back, and offers no message box', async () => {
    const chat = createTestChat({
      api: (request) =>
        request.url === '/api/chat-room-messages/not-mine/'
          ? { status: 404, data: { detail: 'Not found.' } }
          : api(request),
    });
    renderInRemote(page(chat), inChat(chat, '/app/not-mine'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This conversation does not exist or is not yours.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conversation not found');
    expect(screen.getByRole('link', { name: 'See your conversations' })).toHaveAttribute('href', '/app');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Connecting…')).not.toBeInTheDocument();
  });
});

/** Focus on no control, as a browser leaves it when the focused control becomes disabled. */
function dropFocusToPage() {
  const stand = document.body.appendChild(document.createElement('button'));
  act(() => {
    stand.focus();
    stand.blur();
  });
  stand.remove();
}

describe('/app/{slug}', () => {
  async function openRoom() {
    const chat = createTestChat({ api });
    renderInRemote(page(chat), inChat(chat, '/app/room-1'));
    await screen.findByText('Earlier answer');
    await waitFor(() => expect(chat.sockets.opened.length === 1).toBe(true));
    act(() => chat.sockets.latest().open());
    await screen.findByText('Connected');
    return chat;
  }

  it('shows the history, sends with Enter, waits for the reply with the controls disabled, then shows it with videos', async () => {
    const chat = await openRoom();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Does it hurt?{Shift>}{Enter}{/Shift}A lot?');
    expect(box).toHaveValue('Does it hurt?\nA lot?');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(chat.sockets.latest().sent.length === 1).toBe(true));
    expect(chat.sockets.latest().sent[0]).toMatchObject({ message: 'Does it hurt?\nA lot?' });
    expect(box).toHaveValue('');
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeDisabled();
    // A browser drops the focus of a control that becomes disabled (jsdom does not).
    dropFocusToPage();
    expect(box).not.toHaveFocus();

    const sent = chat.sockets.latest().sent[0]!;
    const { ack, reply } = exchange(3, sent, 'Usually a dull ache.');
    act(() => {
      chat.sockets.latest().receive(ack);
      chat.sockets.latest().receive({ type: 'chunk', client_id: sent.client_id, delta: 'Usually a' });
    });
    expect(await screen.findByRole('article', { name: 'CareApp is replying' })).toHaveTextContent(
      'Usually a',
    );
    act(() => chat.sockets.latest().receive(reply));
    expect(await screen.findByText('Usually a dull ache.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Varicocele explained/ })).toHaveAttribute(
      'href',
      'https://videos.example/3',
    );
    expect(screen.getByRole('button', { name: 'What causes varicocele?' })).toBeEnabled();
    // The keyboard user who sent it is back in the message box, ready for the next question.
    expect(box).toBeEnabled();
    expect(box).toHaveFocus();
    await userEvent.type(box, 'Next');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    // Announced once, whole.
    expect(screen.getByText('CareApp replied: Usually a dull ache.')).toBeInTheDocument();
  });

  it('keeps the message box editable while only the connection is awaited, so a draft can be typed', async () => {
    const chat = createTestChat({ api });
    renderInRemote(page(chat), inChat(chat, '/app/room-1'));
    await screen.findByText('Earlier answer');
    expect(screen.getByText('Waiting for the connection…')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toBeEnabled();
    await userEvent.type(box, 'A draft');
    expect(box).toHaveValue('A draft');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('leaves focus where the user moved it while the reply was awaited', async () => {
    const chat = await openRoom();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Does it hurt?{Enter}');
    await waitFor(() => expect(chat.sockets.latest().sent.length === 1).toBe(true));
    expect(box).toBeDisabled();
    const elsewhere = screen.getByRole('button', { name: 'Helpful' });
    act(() => elsewhere.focus());

    const sent = chat.sockets.latest().sent[0]!;
    const { ack, reply } = exchange(3, sent, 'Usually a dull ache.');
    act(() => {
      chat.sockets.latest().receive(ack);
      chat.sockets.latest().receive(reply);
    });
    expect(await screen.findByText('Usually a dull ache.')).toBeInTheDocument();
    expect(box).toBeEnabled();
    expect(elsewhere).toHaveFocus();
  });

  it('does not send while an input method is composing', async () => {
    const chat = await openRoom();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'にほんご');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(chat.sockets.latest().sent).toHaveLength(0);
    expect(box).toHaveValue('にほんご');
  });

  it('rates a reply with a thumb and an optional sentence', async () => {
    const chat = await openRoom();
    await userEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Tell us more (optional)' }), 'Clear answer');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(
      chat.api.requests.filter((r) => r.url === '/api/message-feedback/room-1/2/').map((r) => r.body),
    ).toEqual([
      { feedback_type: 'up', feedback_message: null },
      { feedback_type: 'up', feedback_message: 'Clear answer' },
    ]);
  });

  it('refuses a file of a type that may not be attached, before reading it', async () => {
    await openRoom();
    const input = screen.getByLabelText(/Attach a file \(/);
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.txt cannot be attached.');
  });

  it('says the connection state in words', async () => {
    const chat = await openRoom();
    act(() => chat.sockets.latest().drop());
    expect(
      await screen.findByText(/Connection lost\. Reconnecting \(attempt 1\)…|Connecting…/),
    ).toBeInTheDocument();
  });
});
