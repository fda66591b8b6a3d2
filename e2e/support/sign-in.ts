// Signing in through the login page as a person does: the password form of /login.
import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';

/** Fills and sends the password form of the login page shown now. */
export async function sendPasswordLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in with your password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

export interface SignInOptions {
  password?: string;
  /** The brand's prefix: '' for careapp, '/stud', ... */
  base?: string;
  /** Where a successful login lands; the brand's /profile unless said. */
  landsOn?: RegExp;
}

/** Opens the brand's /login, signs in with the password, and waits for the page login leads to. */
export async function signIn(page: Page, email: string, options: SignInOptions = {}): Promise<void> {
  const { password = PASSWORD, base = '', landsOn = new RegExp(`${base}/profile$`) } = options;
  await page.goto(`${base}/login`);
  await sendPasswordLogin(page, email, password);
  await expect(page).toHaveURL(landsOn);
}
