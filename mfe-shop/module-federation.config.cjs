// What the 'shop' remote exposes: one module per page of PAGE_MODULES.shop (shared-contracts).
// The shell loads them with loadRemote('shop/<Module>'), each after the libraries of the remote's store
// and its store module, exposed as 'StoreLibraries' and 'Store' (docs/adr/0193); src/pages/exposes.test.ts keeps the lists equal.
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
