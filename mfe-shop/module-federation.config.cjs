// What the 'shop' remote exposes: one module per page of PAGE_MODULES.shop (shared-contracts), and
// the start steps the shell runs before any of them, each in a task of its own (START_STEPS:
// StoreLibraries, Store; docs/adr/0193, 0194). src/pages/exposes.test.ts keeps the lists equal.
module.exports = {
  name: 'shop',
  exposes: {
    './StoreLibraries': './src/app/store-libraries.ts',
    './Store': './src/app/store.ts',
    './CatalogPage': './src/pages/catalog-page.tsx',
    './ProductPage': './src/pages/product-page.tsx',
    './CartPage': './src/pages/cart-page.tsx',
  },
};
