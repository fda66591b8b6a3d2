import { lazy, Suspense, useCallback, useMemo, useRef, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import type { AbBlock } from 'shared-contracts';
import { useRecordViewMutation } from '../api/content-api';
import { sanitizeMarkup } from '../sanitize-markup';
import { useBlockScript } from '../use-block-script';
import { useViewEvent } from '../use-view-event';
import styles from './ab-content.module.css';

/** The editor's bar: only editors on /ab_test see it, so visitors never download it (ADR 0010). */
const AbOverlay = lazy(() =>
  import(/* webpackChunkName: "editor-flows" */ './ab-overlay').then((module) => ({
    default: module.AbOverlay,
  })),
);

/** Follows links inside the markup within the app, without a full page load. */
function useInAppLinks() {
  const navigate = useNavigate();
  // The router is mounted at the brand's basename: links are followed by their path inside it.
  const base = useHref('/').replace(/\/+$/, '');
  return useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest('a');
      if (
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || link.target) return;
      if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return;
      event.preventDefault();
      void navigate(`${url.pathname.slice(base.length) || '/'}${url.search}${url.hash}`);
    },
    [navigate, base],
  );
}

/**
 * One A/B block: sanitised markup, its script run once after it, a view event at half visible.
 * With the editor overlay there are no view events: switching variants is not a visit.
 */
export function AbBlockView({ block, overlay }: { block: AbBlock; overlay: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const html = useMemo(() => sanitizeMarkup(block.content), [block.content]);
  const [recordView] = useRecordViewMutation();
  const onView = useCallback(
    (view: { identifier: string; variant: number }) =>
      void recordView({ identifier: view.identifier, event_name: 'view', event_value: view.variant }),
    [recordView],
  );
  useViewEvent(ref, overlay ? null : block, onView);
  useBlockScript(ref, block);
  const followLink = useInAppLinks();
  return (
    <div
      className={styles.block}
      ref={ref}
      data-ab-identifier={block.identifier}
      data-ab-variant={block.variant}
    >
      {overlay ? (
        <Suspense fallback={null}>
          <AbOverlay block={block} />
        </Suspense>
      ) : null}
      {/* Sanitised by DOMPurify just above; scripts never go through innerHTML. */}
      {/* The click handler only reroutes links, which keep their own keyboard behaviour. */}
      <div className={styles.markup} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
