import type { RemotePageProps } from 'shared-contracts';
import { CheckoutProvider } from '../app/checkout-provider';
import { CheckoutView } from '../features/checkout-layout';
import { PaymentSection } from '../features/payment';

/** /checkout (and /checkout/a, /checkout/b on stud), exposed as 'checkout/CheckoutPage'. */
export default function CheckoutPage(_props: RemotePageProps) {
  return (
    <CheckoutProvider>
      <CheckoutView renderPay={(pay) => <PaymentSection {...pay} />} />
    </CheckoutProvider>
  );
}
