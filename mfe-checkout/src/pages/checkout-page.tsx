import type { RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { CheckoutProvider } from '../app/checkout-provider';
import { CheckoutView } from '../features/checkout-layout';
import { PaymentSection } from '../features/payment';

/** The server renders the page's frame, reading nothing (docs/adr/0150). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** /checkout (and /checkout/a, /checkout/b on stud), exposed as 'checkout/CheckoutPage'. */
export default function CheckoutPage({ renderScope, personalParts }: Partial<RemotePageProps>) {
  return (
    <CheckoutProvider renderScope={renderScope}>
      <PersonalPartsGate open={personalParts !== false}>
        <CheckoutView renderPay={(pay) => <PaymentSection {...pay} />} />
      </PersonalPartsGate>
    </CheckoutProvider>
  );
}
