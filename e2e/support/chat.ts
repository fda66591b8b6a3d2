// What the careapp chat specs share: a signed-in user, the room on screen, the messages the API
// stored, and the message box.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedUser } from './accounts';
import { signIn } from './sign-in';
import { API_URL } from './stack';

/** A new careapp user, signed in through the login page. */
export async function signedInUser(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const email = await createVerifiedUser(request, `chat-${label}`);
  await signIn(page, email);
  return email;
}

/** The room shown now, its slug from the address. */
export function roomSlug(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.replace(/^\/app\//, ''));
}

/** The messages the API stored in a room, oldest first, read with the page's own token. */
export async function storedMessages(page: Page, request: APIRequestContext, room: string) {
  const access = await page.evaluate(() => localStorage.getItem('access'));
  const response = await request.get(`${API_URL}/api/chat-room-messages/${room}/?limit=25&offset=0`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: { is_ai: boolean; message: string }[] };
  return results;
}

export const said = (page: Page, who: 'You' | 'CareApp') =>
  page.getByRole('article', { name: `${who} said` });

export async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
}
