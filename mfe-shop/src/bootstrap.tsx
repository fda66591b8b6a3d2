// Standalone page of the 'shop' remote: lets the remote be served and tried without the shell.
// The shell never loads this file; it loads the exposed pages directly.
import { renderStandalone } from 'remote-kit';

renderStandalone({
  remote: 'shop',
  // The brand this remote is mostly tried with; ?brand=<id> picks another.
  defaultBrand: 'stud',
  pages: {
    CatalogPage: () => import('./pages/catalog-page'),
    ProductPage: () => import('./pages/product-page'),
    CartPage: () => import('./pages/cart-page'),
  },
});
