// The brand feature's public entry: what the rest of the shell uses of it.
export { BrandProvider, type PageOrigin, useBrand } from './brand-context';
export { applyBrandHead } from './brand-head';
export { applyDesignTokens, designTokens } from './design-tokens';
export { BrandLink } from './brand-link';
export { BrandLogo } from './brand-logo';
