import { getBrand, type RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { CheckoutProvider } from '../app/checkout-provider';
import { OrderHistoryView } from '../features/orders';

/** The server renders the page's frame, reading nothing (docs/adr/0150). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** /order-history (signed-in users; the shell guards it), exposed as 'checkout/OrderHistoryPage'. */
export default function OrderHistoryPage({
  brand,
  renderScope,
  personalParts,
}: Pick<RemotePageProps, 'brand' | 'renderScope' | 'personalParts'>) {
  return (
    <CheckoutProvider renderScope={renderScope}>
      <PersonalPartsGate open={personalParts !== false}>
        <OrderHistoryView hasOwnShop={getBrand(brand).shopTarget.brand === brand} />
      </PersonalPartsGate>
    </CheckoutProvider>
  );
}
