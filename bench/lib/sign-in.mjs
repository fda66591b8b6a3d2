// Signed-in pages: the development accounts the API seeds outside production (api-server README),
// logged in through the API, and their tokens stored the way the product keeps them (raw strings
// under the local storage keys `access` and `refresh`) before the measured page loads.

/** The accounts a page or route of the bench may name as `"auth"`. */
export const ACCOUNTS = { customer: { email: 'customer@example.com', password: 'customer-pass-123' } };

/** Logs `account` in; resolves with `{ access, refresh }`. */
export async function signIn(apiUrl, account) {
  const credentials = ACCOUNTS[account];
  if (!credentials) throw new Error(`bench: unknown auth "${account}" (one of ${Object.keys(ACCOUNTS)})`);
  const response = await fetch(`${apiUrl}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login as ${credentials.email} answered ${response.status}`);
  const { data } = await response.json();
  return { access: data.access, refresh: data.refresh };
}

/** The tokens of each account the pages name, logged in once per bench run. */
export async function pageTokens(apiUrl, pages) {
  const tokens = {};
  for (const page of pages) if (page.auth) tokens[page.auth] ??= await signIn(apiUrl, page.auth);
  return tokens;
}
