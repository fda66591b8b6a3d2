import type { ReactNode } from 'react';
import type { LayoutFlags, RouteDef } from 'shared-contracts';
import { CheckoutFooter } from './checkout-footer';
import styles from './page-layout.module.css';
import { PromoBanner } from './promo-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The layout of pages no route matches: full header and footer. */
export const NOT_FOUND_LAYOUT: LayoutFlags = {
  header: true,
  footer: true,
  checkoutFooter: false,
  banner: false,
};

interface PageLayoutProps {
  /** The matched route (undefined on the not-found page). */
  route: RouteDef | undefined;
  layout: LayoutFlags;
  children: ReactNode;
}

/** Frames a page with the parts its route's layout flags ask for (docs/product.md §2). */
export function PageLayout({ route, layout, children }: PageLayoutProps) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {layout.banner && <PromoBanner />}
      {layout.header && <SiteHeader currentRoute={route} />}
      {/* Focusable so scroll-to-top can move focus here after a navigation. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {layout.footer && <SiteFooter />}
      {layout.checkoutFooter && !layout.footer && <CheckoutFooter />}
    </div>
  );
}
