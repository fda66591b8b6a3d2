// What the 'checkout' remote exposes: one module per page of PAGE_MODULES.checkout (shared-contracts), and
// the start steps the shell runs before any of them, each in a task of its own (START_STEPS:
// StoreLibraries, SagaLibraries, Store, PageLibraries; docs/adr/0193, 0194). src/pages/exposes.test.ts keeps the lists equal.
module.exports = {
  name: 'checkout',
  exposes: {
    './StoreLibraries': './src/app/store-libraries.ts',
    './SagaLibraries': './src/app/saga-libraries.ts',
    './Store': './src/app/store.ts',
    './PageLibraries': './src/app/page-libraries.ts',
    './CheckoutPage': './src/pages/checkout-page.tsx',
    './ThankYouPage': './src/pages/thank-you-page.tsx',
    './OrderHistoryPage': './src/pages/order-history-page.tsx',
  },
};
