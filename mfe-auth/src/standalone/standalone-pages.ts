// The pages of the standalone page, loaded on demand like the shell loads them.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PageModuleName, RemotePageProps } from 'shared-contracts';

export interface StandalonePage {
  module: PageModuleName<'auth'>;
  /** URL path on the standalone page, and the pageKey passed to the page. */
  key: string;
  Page: ComponentType<RemotePageProps>;
}

export const STANDALONE_PAGES: readonly StandalonePage[] = [
  { module: 'LoginPage', key: 'login', Page: lazy(() => import('../pages/login-page')) },
  { module: 'RegisterPage', key: 'register', Page: lazy(() => import('../pages/register-page')) },
  { module: 'OtpPage', key: 'otp', Page: lazy(() => import('../pages/otp-page')) },
  {
    module: 'ResetPasswordPage',
    key: 'reset-password',
    Page: lazy(() => import('../pages/reset-password-page')),
  },
  {
    module: 'ResetPasswordOtpPage',
    key: 'reset-password-otp',
    Page: lazy(() => import('../pages/reset-password-otp-page')),
  },
  { module: 'ProfilePage', key: 'profile', Page: lazy(() => import('../pages/profile-page')) },
  {
    module: 'ChangePasswordPage',
    key: 'change-password',
    Page: lazy(() => import('../pages/change-password-page')),
  },
  {
    module: 'CompleteProfilePage',
    key: 'complete-profile',
    Page: lazy(() => import('../pages/complete-profile-page')),
  },
  {
    module: 'ManageCommunicationsPage',
    key: 'manage-communications',
    Page: lazy(() => import('../pages/manage-communications-page')),
  },
];
