import { GoogleSignInProvider } from '../features/google';
import { ScrollToTop } from '../features/navigation';
import { ToastRegion } from '../features/toasts';
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
