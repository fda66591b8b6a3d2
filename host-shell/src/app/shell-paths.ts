import { AB_CONTENT_EDITOR_ROUTE } from 'shared-contracts';

/** Where editors read remote-load telemetry, on every brand (a shell page, not a remote's). */
export const REMOTE_LOAD_REPORT_PATH = '/ops/remote-loads';

/**
 * The paths the shell routes on every brand besides the brand's own table (AppRoutes): the pages
 * for editors and admins. The shell's server counts them as pages too (server/known-routes.ts),
 * and sends a request for one without a session to login, as it does a signed-in route's.
 */
export const EVERY_BRAND_PATHS: readonly string[] = [REMOTE_LOAD_REPORT_PATH, AB_CONTENT_EDITOR_ROUTE.path];
