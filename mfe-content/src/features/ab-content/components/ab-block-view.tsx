import { lazy, Suspense, useCallback, useMemo, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AbBlock } from 'shared-contracts';
import { useRecordViewMutation } from '../../../api/content-api';
import { isBrandLink } from '../../../components/brand-links';
import { sanitizeMarkup } from '../../../components/sanitize-markup';
import { useLinkBase } from '../../../components/use-link-base';
import { useBlockScript } from '../use-block-script';
import { useViewEvent } from '../use-view-event';
import styles from './ab-content.module.css';

/** The editor's bar: only editors on /ab_test see it, so visitors never download it (ADR 0010). */
const AbOverlay = lazy(() =>
  import(/* webpackChunkName: "editor-flows" */ './ab-overlay').then((module) => ({
    default: module.AbOverlay,
  })),
);

/**
 * Follows the markup's links to the brand's pages in the router, without a full page load. Their
 * hrefs already carry the brand's basename (sanitizeMarkup's `linkBase`), so a new tab, a copied
 * link or a click before the app is interactive opens the same page.
 */
function useInAppLinks(base: string) {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest('a');
      if (
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey ||
        link.target
      )
        return;
      // Only the brand's own pages: an absolute link (another site, another brand) loads normally.
      const href = link.getAttribute('href');
      if (!isBrandLink(href)) return;
      const url = new URL(href, window.location.href);
      const path = url.pathname;
      if (
        base &&
        path.toLowerCase() !== base.toLowerCase() &&
        !path.toLowerCase().startsWith(`${base.toLowerCase()}/`)
      )
        return;
      event.preventDefault();
      void navigate(`${path.slice(base.length) || '/'}${url.search}${url.hash}`);
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
  const linkBase = useLinkBase();
  const html = useMemo(() => sanitizeMarkup(block.content, { linkBase }), [block.content, linkBase]);
  const [recordView] = useRecordViewMutation();
  const onView = useCallback(
    (view: { identifier: string; variant: number }) =>
      void recordView({ identifier: view.identifier, event_name: 'view', event_value: view.variant }),
    [recordView],
  );
  useViewEvent(ref, overlay ? null : block, onView);
  useBlockScript(ref, block);
  const followLink = useInAppLinks(linkBase);
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
