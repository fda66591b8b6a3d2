import { itemLabel, type RouteDef } from 'shared-contracts';
import { BrandLink, useBrand } from '../brand';
import { useCartCount } from './cart-count-context';
import { cartTarget } from './cart-target';
import { CartGlyph } from './header-icons';
import styles from './site-header.module.css';

interface CartIconProps {
  currentRoute: RouteDef | undefined;
}

/**
 * Header cart link with the item-count badge, on every brand. careapp and celeorg have no cart of
 * their own: theirs leads to the cart of the shop that sells to them (a page load of that brand)
 * and counts the same stored cart.
 */
export function CartIcon({ currentRoute }: CartIconProps) {
  const { brand } = useBrand();
  const count = useCartCount();
  const target = cartTarget(brand, currentRoute, count);
  const label =
    target.path === '/checkout'
      ? `Checkout, ${count} ${itemLabel(count)} in cart`
      : `Cart, ${count} ${itemLabel(count)}`;
  return (
    <BrandLink target={target} className={styles.iconLink} ariaLabel={label}>
      <CartGlyph />
      <span className={styles.badge} aria-hidden="true" data-empty={count === 0}>
        {count > 99 ? '99+' : count}
      </span>
    </BrandLink>
  );
}
