import { render, screen } from '@testing-library/react';
import { setRuntimeConfig } from 'shared-contracts';
import type { LiveMessage } from '../merge-messages';
import { MessageBubble } from './message-bubble';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const LINK = '/api/chat-files/7/?exp=1767225600&sig=ab12';

function userMessage(file: string | null, fileType?: LiveMessage['file_type']): LiveMessage {
  return {
    id: 7,
    client_id: '0b509993-a9ab-498c-b507-cbcd627ba4ef',
    is_ai: false,
    message: 'See attached',
    file,
    ...(fileType === undefined ? {} : { file_type: fileType }),
    chat_source_recommendations: [],
    feedback_type: null,
    feedback_message: null,
    created_at: '2026-11-26T10:00:00.000Z',
  };
}

describe('MessageBubble attachments', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.careapp.test/', remotes: {} } as unknown as Parameters<
      typeof setRuntimeConfig
    >[0]);
  });

  it("shows a stored picture from the API's origin, by its signed link", () => {
    render(<MessageBubble room="r1" message={userMessage(LINK, 'image/png')} />);
    expect(screen.getByRole('img', { name: 'Attached image' })).toHaveAttribute(
      'src',
      `https://api.careapp.test${LINK}`,
    );
  });

  it('offers a stored PDF as a download link on the API origin', () => {
    render(<MessageBubble room="r1" message={userMessage(LINK, 'application/pdf')} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Attached PDF (download)' })).toHaveAttribute(
      'href',
      `https://api.careapp.test${LINK}`,
    );
  });

  it('still shows the picked picture of a message not yet acknowledged, from its data URL', () => {
    render(<MessageBubble room="r1" message={{ ...userMessage(PNG), id: null }} />);
    expect(screen.getByRole('img', { name: 'Attached image' })).toHaveAttribute('src', PNG);
  });
});
