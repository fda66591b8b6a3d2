import { getBrand, type RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { CheckoutProvider } from '../app/checkout-provider';
import { ThankYouView } from '../features/orders';

/** The server renders the page's frame, reading nothing (docs/adr/0150). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** /checkout/thankyou/{paymentGateway}, exposed as 'checkout/ThankYouPage'. */
export default function ThankYouPage({
  brand,
  renderScope,
  personalParts,
}: Pick<RemotePageProps, 'brand' | 'renderScope' | 'personalParts'>) {
  return (
    <CheckoutProvider renderScope={renderScope}>
      <PersonalPartsGate open={personalParts !== false}>
        <ThankYouView hasOwnShop={getBrand(brand).shopTarget.brand === brand} />
      </PersonalPartsGate>
    </CheckoutProvider>
  );
}
