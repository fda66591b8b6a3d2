import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'shared-ui';

/**
 * Tells screen readers about each new reply once, when it has arrived whole (the growing reply is
 * not a live region, or every chunk would be read out). A reply that was there when the page
 * opened is not announced.
 */
export function ReplyAnnouncer({ reply }: { reply: { id: number; text: string } | null }) {
  const firstId = useRef(reply?.id ?? null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (reply && reply.id !== firstId.current) setSaid(`CareApp replied: ${reply.text}`);
  }, [reply]);
  return (
    <VisuallyHidden asChild>
      <p aria-live="polite">{said}</p>
    </VisuallyHidden>
  );
}
