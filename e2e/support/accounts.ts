// Accounts for the browser tests: a fresh email per test, codes read from the API's development
// mailbox, and users signed up (and verified) through the real API when a test needs one ready.
import { expect, type APIRequestContext } from '@playwright/test';
import { API_URL } from './stack';

/** The development mailbox's message (api-server README). */
interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sent_at: string;
}

/** The newest message to `email`, waiting until one arrives. */
export async function latestMail(request: APIRequestContext, email: string): Promise<MailboxMessage> {
  let newest: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/api/dev/mailbox/?email=${encodeURIComponent(email)}`);
      [newest] = (await response.json()) as MailboxMessage[];
      return newest?.subject ?? '';
    })
    .not.toBe('');
  if (!newest) throw new Error(`no mail to ${email}`);
  return newest;
}

/** A new address per call, so tests never share an account or its rate limits. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The one-time code of the newest message to `email`, waiting for one newer than `after`. */
export async function latestCode(request: APIRequestContext, email: string, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/api/dev/mailbox/?email=${encodeURIComponent(email)}`);
      const messages = (await response.json()) as MailboxMessage[];
      const newest = messages[0];
      code = newest?.code && newest.code !== after ? newest.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export const PASSWORD = 'correct-horse-42';

/** Signs up and verifies a user through the API; the browser then logs in as a person would. */
export async function createVerifiedUser(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const signUp = await request.post(`${API_URL}/api/users/sign-up/`, {
    data: { email, password: PASSWORD, first_name: 'Ada', last_name: 'Tester' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verify = await request.post(`${API_URL}/api/users/verify-otp/`, {
    data: { email, otp: await latestCode(request, email) },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return email;
}
