import { Link } from 'react-router-dom';
import { itemLabel, type RouteDef } from 'shared-contracts';
import { useCartCount } from './cart-count-context';
import { cartTarget } from './cart-target';
import { CartGlyph } from './header-icons';
import styles from './site-header.module.css';

interface CartIconProps {
  currentRoute: RouteDef | undefined;
}

/** Header cart link with the item-count badge. */
export function CartIcon({ currentRoute }: CartIconProps) {
  const count = useCartCount();
  const to = cartTarget(currentRoute, count);
  const label =
    to === '/checkout'
      ? `Checkout, ${count} ${itemLabel(count)} in cart`
      : `Cart, ${count} ${itemLabel(count)}`;
  return (
    <Link to={to} className={styles.iconLink} aria-label={label}>
      <CartGlyph />
      <span className={styles.badge} aria-hidden="true" data-empty={count === 0}>
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
