// What the 'auth' remote exposes: one module per page of PAGE_MODULES.auth (shared-contracts), and
// the start steps the shell runs before any of them, each in a task of its own (START_STEPS:
// StoreLibraries, Store, PageLibraries; docs/adr/0193, 0194). src/pages/exposes.test.ts keeps the lists equal.
module.exports = {
  name: 'auth',
  exposes: {
    './StoreLibraries': './src/app/store-libraries.ts',
    './Store': './src/app/store.ts',
    './PageLibraries': './src/app/page-libraries.ts',
    './LoginPage': './src/pages/login-page.tsx',
    './RegisterPage': './src/pages/register-page.tsx',
    './OtpPage': './src/pages/otp-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
    './ResetPasswordOtpPage': './src/pages/reset-password-otp-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
    './ChangePasswordPage': './src/pages/change-password-page.tsx',
    './CompleteProfilePage': './src/pages/complete-profile-page.tsx',
    './ManageCommunicationsPage': './src/pages/manage-communications-page.tsx',
  },
};
