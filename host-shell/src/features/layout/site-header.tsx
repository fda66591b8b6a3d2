import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES, whenIdle, type RouteDef } from 'shared-contracts';
import { BrandLogo, useBrand } from '../brand';
import { CartIcon } from './cart-icon';
import { MainMenu } from './main-menu';
import { ProfileMenu } from './profile-menu';
import styles from './site-header.module.css';

// Fetched in checkout once the page is idle (see the effect below), not on every first visit of
// the site, and not while the checkout page itself loads and renders.
const loadLeaveCheckoutDialog = () => import('./leave-checkout-dialog');
const LeaveCheckoutDialog = lazy(loadLeaveCheckoutDialog);

interface SiteHeaderProps {
  /** The route being shown; undefined on the not-found page. */
  currentRoute: RouteDef | undefined;
}

/** Header of docs/product.md §2: logo, menu, the brand's call-to-action button, profile and cart icons. */
export function SiteHeader({ currentRoute }: SiteHeaderProps) {
  const { brand } = useBrand();
  const navigate = useNavigate();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const logoRef = useRef<HTMLAnchorElement>(null);
  const inCheckout = currentRoute?.module === 'CheckoutPage';
  // A menu and a call-to-action button leave the brand name no room at some widths.
  const crowded = brand.menu.length > 0 && (brand.hasConsultButton || brand.hasHealButton);

  // In checkout, have the question ready before the logo is clicked. A click before that still
  // opens it: the lazy dialog loads then.
  useEffect(() => {
    if (!inCheckout) return undefined;
    return whenIdle(() => void loadLeaveCheckoutDialog());
  }, [inCheckout]);

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inCheckout) return;
    event.preventDefault();
    setConfirmLeave(true);
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link
          ref={logoRef}
          to="/"
          className={styles.logoLink}
          aria-label={`${brand.name} home`}
          onClick={onLogoClick}
        >
          <BrandLogo crowded={crowded} />
        </Link>
        <MainMenu />
        <div className={styles.actions}>
          {brand.hasConsultButton && (
            <Link to="/consult" className={styles.cta}>
              Book a Consult
            </Link>
          )}
          {brand.hasHealButton && (
            <Link to="/login" className={styles.cta}>
              {MESSAGES.healWithCareApp}
            </Link>
          )}
          <ProfileMenu />
          <CartIcon currentRoute={currentRoute} />
        </div>
      </div>
      {confirmLeave && (
        <Suspense fallback={null}>
          <LeaveCheckoutDialog
            // Back where the shopper was, not at the top of the page.
            returnFocusRef={logoRef}
            onStay={() => setConfirmLeave(false)}
            onLeave={() => {
              setConfirmLeave(false);
              void navigate('/cart');
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
