import { getBrand, type RemotePageProps } from 'shared-contracts';
import { CheckoutProvider } from '../app/checkout-provider';
import { ThankYouView } from '../features/orders';

/** /checkout/thankyou/{paymentGateway}, exposed as 'checkout/ThankYouPage'. */
export default function ThankYouPage({ brand }: RemotePageProps) {
  return (
    <CheckoutProvider>
      <ThankYouView hasOwnShop={getBrand(brand).shopTarget.brand === brand} />
    </CheckoutProvider>
  );
}
