import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * docs/product.md §2: every page starts at the top. After a client-side navigation focus also moves to
 * <main>, so keyboard and screen-reader users start reading the new page, not the old link.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false; // the first load keeps the browser's own focus handling
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
