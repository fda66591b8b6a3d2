import type { BrandId } from './brand-ids';
import type { MenuItem } from './brand-types';
import { productWordOr } from '../config/product-word';

/**
 * Header menu of a brand (docs/product.md §2), labels exact and upper-case; the product word appears
 * upper-cased ('VARICOCELE'). Careapp has no menu items: its header shows the heal button.
 */
export function brandMenu(id: BrandId, productWord?: string): readonly MenuItem[] {
  const celeLabel = `${productWordOr(productWord).toUpperCase()}CELE`;
  switch (id) {
    case 'stud':
      return Object.freeze([
        { label: celeLabel, target: { brand: 'cele', path: '/' } },
        { label: 'CAREAPP', target: { brand: 'careapp', path: '/' } },
        { label: 'ABOUT', target: { brand: 'stud', path: '/about' } },
        { label: 'SHOP', target: { brand: 'stud', path: '/shop' } },
        { label: 'GET SUPPORT', target: { brand: 'stud', path: '/contact' } },
      ]);
    case 'cele':
      return Object.freeze([
        { label: 'STUD BRIEFS', target: { brand: 'stud', path: '/shop' } },
        { label: 'CAREAPP', target: { brand: 'careapp', path: '/' } },
        { label: 'TREATMENTS', target: { brand: 'cele', path: '/treatments' } },
        { label: 'CONSULT', target: { brand: 'cele', path: '/consult' } },
        { label: 'CONTACT', target: { brand: 'cele', path: '/contact' } },
      ]);
    case 'celeorg':
      return Object.freeze([
        { label: 'ABOUT', target: { brand: 'celeorg', path: '/about' } },
        { label: 'CONTACT', target: { brand: 'celeorg', path: '/contact' } },
      ]);
    case 'careapp':
      return Object.freeze([]);
  }
}
