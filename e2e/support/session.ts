// Signs a seeded user in through the real API and hands the tokens to a page the way the
// product keeps them: raw strings under the local storage keys `access` and `refresh`.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, shellOrigins, SHELL_PORT } from './stack';

/** The seeded customer of api-server (see its README). */
export const CUSTOMER = { email: 'customer@example.com', password: 'customer-pass-123' };

export interface Tokens {
  access: string;
  refresh: string;
}

export async function logIn(request: APIRequestContext, user = CUSTOMER): Promise<Tokens> {
  const response = await request.post(`${API_URL}/api/users/login/`, { data: user });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as { data: Tokens };
  return { access: data.access, refresh: data.refresh };
}

/**
 * The cookie the product's storage keeps while a token is stored (shared-contracts
 * session-cookie.ts): without it the shell's server sends a signed-in page to login first.
 */
export async function useSessionCookie(page: Page, port = SHELL_PORT): Promise<void> {
  await page.context().addCookies(shellOrigins(port).map((url) => ({ name: 'signed_in', value: '1', url })));
}

/**
 * Stores the tokens before any script of the page runs, on every navigation of this page, with
 * the session cookie the product would have written beside them.
 */
export async function useTokens(page: Page, tokens: Partial<Tokens>): Promise<void> {
  if (tokens.access) await useSessionCookie(page);
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-tokens-set')) return;
    sessionStorage.setItem('e2e-tokens-set', '1');
    for (const [key, value] of Object.entries(stored)) if (value) localStorage.setItem(key, value);
  }, tokens);
}
