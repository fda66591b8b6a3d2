import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BrandId } from 'shared-contracts';
import { CONSTANTS, storage } from 'shared-contracts';
import { useLazyGetPopupUrlsQuery, useLazyGetTemplateQuery } from '../../api/content-api';

/** The route path as the popup list writes it: the router's path (inside the brand), no trailing slash. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

const SubscriptionDialog = lazy(() => import('./subscription-dialog'));

/**
 * docs/product.md §4: after 30 s on a page, unless subscribed, fetch the popup's page list and open the
 * popup template when this page is on it (the dialog is in subscription-dialog.tsx).
 */
export function SubscriptionPopup({ brand }: { brand: BrandId }) {
  const { pathname } = useLocation();
  // The router is mounted at the brand's basename, so this path is already inside the brand.
  const here = pagePath(pathname);
  const [open, setOpen] = useState(false);
  const [loadUrls] = useLazyGetPopupUrlsQuery();
  const [loadTemplate, { data: template }] = useLazyGetTemplateQuery();

  useEffect(() => {
    if (storage.get('subscribed')) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void (async () => {
        if (storage.get('subscribed')) return;
        const urls = await loadUrls(undefined, true)
          .unwrap()
          .catch(() => []);
        if (cancelled || !urls.some((url) => url.brand === brand && url.path === here)) return;
        await loadTemplate('subscribe_popup', true).unwrap();
        if (!cancelled && !storage.get('subscribed')) setOpen(true);
      })().catch(() => undefined);
    }, CONSTANTS.subscribePopupDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [brand, here, loadUrls, loadTemplate]);

  if (!template) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionDialog template={template} open={open} setOpen={setOpen} />
    </Suspense>
  );
}
