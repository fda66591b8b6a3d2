import { getBrand, type RemotePageProps } from 'shared-contracts';
import { CheckoutProvider } from '../app/checkout-provider';

import { ThankYouView } from '../features/orders';

/** The server renders the page's frame, reading nothing (docs/adr/0150). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** /checkout/thankyou/{paymentGateway}, exposed as 'checkout/ThankYouPage'. */
export default function ThankYouPage({ brand, renderScope }: Pick<RemotePageProps, 'brand' | 'renderScope'>) {
  return (
    <CheckoutProvider renderScope={renderScope}>
      <ThankYouView hasOwnShop={getBrand(brand).shopTarget.brand === brand} />
    </CheckoutProvider>
  );
}
