// Standalone page of the 'checkout' remote: lets the remote be served and tried without the shell.
// The shell never loads this file; it loads the exposed pages directly.
import { renderStandalone } from 'remote-kit';

renderStandalone({
  remote: 'checkout',
  // The brand this remote is mostly tried with; ?brand=<id> picks another.
  defaultBrand: 'stud',
  pages: {
    CheckoutPage: () => import('./pages/checkout-page'),
    ThankYouPage: () => import('./pages/thank-you-page'),
    OrderHistoryPage: () => import('./pages/order-history-page'),
  },
});
