// Brands, routes, menus, brand resolution and links. Re-exported by the package's entry
// (../index.ts).

export type { BrandId, RemoteName, PageModuleName } from './brand-ids';
export {
  BRAND_IDS,
  REMOTE_NAMES,
  PAGE_MODULES,
  START_STEPS,
  OPTIONAL_START_STEPS,
  isBrandId,
} from './brand-ids';
export type {
  RemotePageProps,
  GuardKind,
  LayoutFlags,
  RouteDef,
  BrandTarget,
  MenuItem,
  BrandDefinition,
  BrandHosts,
  ResolvedLocation,
} from './brand-types';
export { getBrand, brandSlug, brandName, brandRoutes } from './brand-definitions';
export { brandMenu } from './menus';
export { CAREAPP_ROUTES } from './routes-careapp';
export { AB_CONTENT_EDITOR as AB_CONTENT_EDITOR_ROUTE } from './common-routes';
export { STUD_ROUTES } from './routes-stud';
export { celeRoutes } from './routes-cele';
export { CELEORG_ROUTES } from './routes-celeorg';
export { EMAIL_VERIFICATION_PAGE, hasOtpPage } from './email-verification';
export { resolveBrand } from './resolve-brand';
export type { BrandUrlContext } from './brand-url';
export { brandUrl, DEFAULT_HOSTNAME } from './brand-url';
export {
  AB_TEST_PREFIX,
  withBasename,
  routerBasename,
  canonicalHomePath,
  brandPrefix,
  brandOfHost,
  normaliseHostname,
} from './url-paths';
export type { GuardLocation } from './guard-redirects';
export { loginRedirect, signedInRedirect, SIGNED_IN_HOME } from './guard-redirects';
