import { useEffect, useState } from 'react';

/**
 * The height of what the visitor can see, following the visual viewport: when a phone's on-screen
 * keyboard opens it shrinks, so a room sized by it keeps the message box and the latest message
 * above the keyboard. Null where the browser has no visualViewport (CSS's 100dvh applies then).
 */
export function useVisibleHeight(): number | null {
  const [height, setHeight] = useState<number | null>(() =>
    typeof window !== 'undefined' && window.visualViewport ? window.visualViewport.height : null,
  );
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setHeight(viewport.height);
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return height;
}
