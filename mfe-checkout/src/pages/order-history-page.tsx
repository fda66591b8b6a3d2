import { getBrand, type RemotePageProps } from 'shared-contracts';
import { CheckoutProvider } from '../app/checkout-provider';
import { OrderHistoryView } from '../features/orders';

/** /order-history (signed-in users; the shell guards it), exposed as 'checkout/OrderHistoryPage'. */
export default function OrderHistoryPage({ brand }: RemotePageProps) {
  return (
    <CheckoutProvider>
      <OrderHistoryView hasOwnShop={getBrand(brand).shopTarget.brand === brand} />
    </CheckoutProvider>
  );
}
