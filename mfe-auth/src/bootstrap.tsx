// Standalone page of the 'auth' remote: lets the remote be served and tried without the shell.
// The shell never loads this file; it loads the exposed pages directly.
import { renderStandalone } from 'remote-kit';

renderStandalone({
  remote: 'auth',
  // The brand this remote is mostly tried with; ?brand=<id> picks another.
  defaultBrand: 'careapp',
  pages: {
    LoginPage: () => import('./pages/login-page'),
    RegisterPage: () => import('./pages/register-page'),
    OtpPage: () => import('./pages/otp-page'),
    ResetPasswordPage: () => import('./pages/reset-password-page'),
    ResetPasswordOtpPage: () => import('./pages/reset-password-otp-page'),
    ProfilePage: () => import('./pages/profile-page'),
    ChangePasswordPage: () => import('./pages/change-password-page'),
    CompleteProfilePage: () => import('./pages/complete-profile-page'),
    ManageCommunicationsPage: () => import('./pages/manage-communications-page'),
  },
});
