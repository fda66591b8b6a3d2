/** Internal id of a brand. Ids never contain the product word; slugs do (see `brandSlug`). */
export type BrandId = 'careapp' | 'stud' | 'cele' | 'celeorg';

/** Every brand id, in menu/documentation order. */
export const BRAND_IDS: readonly BrandId[] = ['careapp', 'stud', 'cele', 'celeorg'];

/** Name of a Module Federation remote (the `mfe-<name>` packages). */
export type RemoteName = 'shop' | 'checkout' | 'auth' | 'chat' | 'content';

/** Every remote name. */
export const REMOTE_NAMES: readonly RemoteName[] = ['shop', 'checkout', 'auth', 'chat', 'content'];

/**
 * Exposed page modules of each remote: the shell loads them with `loadRemote(`${remote}/${module}`)`,
 * and each remote exposes exactly these names in its `module-federation.config.ts`.
 */
export const PAGE_MODULES = {
  shop: ['CatalogPage', 'ProductPage', 'CartPage'],
  checkout: ['CheckoutPage', 'ThankYouPage', 'OrderHistoryPage'],
  auth: [
    'LoginPage',
    'RegisterPage',
    'OtpPage',
    'ResetPasswordPage',
    'ResetPasswordOtpPage',
    'ProfilePage',
    'ChangePasswordPage',
    'CompleteProfilePage',
    'ManageCommunicationsPage',
  ],
  chat: ['ChatPage'],
  content: [
    'HomePage',
    'AboutPage',
    'ContactPage',
    'TermsPage',
    'DiscountPage',
    'ConsultPage',
    'ConsultSuccessPage',
    'TreatmentsPage',
    'ReviewsPage',
    'SpecialistPage',
    'LandingPage',
    'AssessmentPage',
    'AssessmentDataPage',
    'ReportsPage',
    'InterviewPage',
    'SpecialistsSupportPage',
    'AbContentEditorPage',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * Besides its pages each remote exposes the modules a page of it runs first, each in a task of its
 * own, in this order (docs/adr/0193, 0194), so the libraries, the store's `createApi` and the
 * page's components are not one long task:
 * - `StoreLibraries` (`src/app/store-libraries.ts`): Redux Toolkit and RTK Query, every remote;
 * - `SagaLibraries` (`src/app/saga-libraries.ts`): redux-saga and the HTTP client, where its store
 *   runs sagas from the start;
 * - `Store` (`src/app/store.ts`): its store module, every remote;
 * - `PageLibraries` (`src/app/page-libraries.ts`): the other libraries its pages run as they load
 *   (the forms' final-form), where they weigh.
 * The shell asks for each in turn; one a remote does not expose is skipped at once (a failed
 * lookup in its container, no task break).
 */
export const START_STEPS = ['StoreLibraries', 'SagaLibraries', 'Store', 'PageLibraries'] as const;

/** The start steps a remote exposes only when it has such libraries ({@link START_STEPS}). */
export const OPTIONAL_START_STEPS: ReadonlySet<(typeof START_STEPS)[number]> = new Set([
  'SagaLibraries',
  'PageLibraries',
]);

/** The page module names one remote exposes, e.g. `PageModuleName<'shop'>` is `'CatalogPage' | ...`. */
export type PageModuleName<R extends RemoteName> = (typeof PAGE_MODULES)[R][number];

/** Type guard: is `value` one of {@link BRAND_IDS}? */
export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
