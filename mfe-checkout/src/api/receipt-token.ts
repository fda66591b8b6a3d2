// The receipt token of a checkout (api-server's order-receipts.ts): a random value this browser
// sends when it completes the checkout and again when it asks for the order, so the thank-you
// page shows the order here and nowhere else the link is opened. Kept in this tab's session
// storage (the tab that pays is the tab that shows the thank-you page, reloads included), never
// in the address: the checkout id in the thank-you link is not a secret.

const keyOf = (checkoutId: string) => `receipt:${checkoutId}`;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the purchase still works, the summary is not shown again.
    return null;
  }
}

/** The checkout's receipt token in this tab, made on first use. */
export function receiptTokenFor(checkoutId: string): string {
  const store = sessionStore();
  const kept = store?.getItem(keyOf(checkoutId));
  if (kept) return kept;
  const token = `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '');
  store?.setItem(keyOf(checkoutId), token);
  return token;
}

/** The receipt token this tab sent for the checkout, or null (another browser, another tab). */
export function storedReceiptToken(checkoutId: string): string | null {
  return sessionStore()?.getItem(keyOf(checkoutId)) ?? null;
}
