import { Link } from 'react-router-dom';
import styles from './orders.module.css';

/** Where "Continue Shopping" goes: the brand's own shop, or its home when it sells nothing itself. */
export interface OrdersViewProps {
  hasOwnShop: boolean;
}

export function ContinueLink({ hasOwnShop }: OrdersViewProps) {
  return (
    <Link className={styles.action} to={hasOwnShop ? '/shop' : '/'}>
      {hasOwnShop ? 'Continue Shopping' : 'Back to home'}
    </Link>
  );
}
