import { GoogleSignInProvider } from '../features/google/google-sign-in-provider';
import { ScrollToTop } from '../features/navigation/scroll-to-top';
import { ToastRegion } from '../features/toasts/toast-region';
import { AppRoutes } from './app-routes';

/** What renders inside the router: Google's context around all routes, toasts, scroll reset. */
export function ShellContent() {
  return (
    <GoogleSignInProvider>
      <ScrollToTop />
      <ToastRegion />
      <AppRoutes />
    </GoogleSignInProvider>
  );
}
