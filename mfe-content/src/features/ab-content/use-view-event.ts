import { useEffect, type RefObject } from 'react';

/** docs/product.md §4: a view counts when at least half of the block is visible. */
export const VIEW_THRESHOLD = 0.5;

// Views already reported in this page session, by identifier and variant: once each.
const reported = new Set<string>();

/** Forgets reported views (tests start from a clean page). */
export function resetReportedViews(): void {
  reported.clear();
}

/**
 * Calls `onView` once per block and variant, the first time at least half of the element is in
 * the viewport. Disabled (for example while an editor switches variants) it observes nothing.
 */
export function useViewEvent(
  ref: RefObject<Element | null>,
  view: { identifier: string; variant: number } | null,
  onView: (view: { identifier: string; variant: number }) => void,
): void {
  const identifier = view?.identifier;
  const variant = view?.variant;
  useEffect(() => {
    const element = ref.current;
    if (!element || identifier === undefined || variant === undefined) return;
    const key = `${identifier}\u0000${variant}`;
    if (reported.has(key) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= VIEW_THRESHOLD,
        );
        if (!seen || reported.has(key)) return;
        reported.add(key);
        observer.disconnect();
        onView({ identifier, variant });
      },
      { threshold: VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, identifier, variant, onView]);
}
