// What the 'checkout' remote exposes: one module per page of PAGE_MODULES.checkout (shared-contracts).
// The shell loads them with loadRemote('checkout/<Module>'), each after the libraries of the remote's store
// and its store module, exposed as 'StoreLibraries' and 'Store' (docs/adr/0193); src/pages/exposes.test.ts keeps the lists equal.
module.exports = {
  name: 'checkout',
  exposes: {
    './StoreLibraries': './src/app/store-libraries.ts',
    './Store': './src/app/store.ts',
    './CheckoutPage': './src/pages/checkout-page.tsx',
    './ThankYouPage': './src/pages/thank-you-page.tsx',
    './OrderHistoryPage': './src/pages/order-history-page.tsx',
  },
};
