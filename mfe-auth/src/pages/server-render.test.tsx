import { screen } from '@testing-library/react';
import { hydrateInRemote } from 'remote-kit/testing';
import { createRenderScope, storage } from 'shared-contracts';
import ChangePasswordPage from './change-password-page';
import OtpPage from './otp-page';
import ProfilePage from './profile-page';

afterEach(() => localStorage.clear());

// The signed-in pages rendered by the shell's server (docs/adr/0150): their frame and
// placeholders; the shell's guard holds their personal parts (personalParts false) until it knows
// the visitor, and the browser's first render is the server's.
describe('the signed-in pages on the server', () => {
  it('profile: the heading and a skeleton line per field, no user', () => {
    storage.set('user', { email: 'sam@example.com' } as never);
    const page = hydrateInRemote({
      server: <ProfilePage brand="stud" renderScope={createRenderScope()} />,
      browser: <ProfilePage brand="stud" personalParts={false} />,
      path: '/profile',
    });

    expect(page.html).toContain('Your profile</h1>');
    expect(page.html).toContain('aria-label="Loading your profile"');
    expect(page.html).not.toContain('sam@example.com');
    expect(page.hydrationErrors).toEqual([]);
    expect(screen.getByLabelText('Loading your profile')).toBeInTheDocument();
    page.unmount();
  });

  it('change password: the whole form (nothing in it is personal)', () => {
    const page = hydrateInRemote({
      server: <ChangePasswordPage renderScope={createRenderScope()} />,
      browser: <ChangePasswordPage personalParts={false} />,
      path: '/change-password',
    });

    expect(page.html).toContain('Change password</h1>');
    expect(page.html).toContain('Current password');
    expect(page.hydrationErrors).toEqual([]);
    page.unmount();
  });

  it('otp: the form that asks for the address; the stored address shows only after hydration', async () => {
    storage.set('user', { email: 'sam@example.com' } as never);
    const page = hydrateInRemote({
      server: <OtpPage brand="stud" renderScope={createRenderScope()} />,
      browser: <OtpPage brand="stud" />,
      path: '/otp',
    });

    expect(page.html).toContain('Verify your email</h1>');
    expect(page.html).not.toContain('sam@example.com');
    expect(page.hydrationErrors).toEqual([]);
    expect(await screen.findByText('We sent a 6-digit code to sam@example.com.')).toBeInTheDocument();
    page.unmount();
  });
});
