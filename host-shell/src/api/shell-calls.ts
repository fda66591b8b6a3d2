import {
  endpoints,
  type ApiClient,
  type CartItemsResponse,
  type LogoutRequest,
  type MeResponse,
  type RemoteLoadSummary,
} from 'shared-contracts';

/** The shell's own calls (the signed-in user, the cart badge, logout, the load report), typed once. */
export interface ShellCalls {
  /** The signed-in user as the API answers it. */
  me: () => Promise<MeResponse>;
  /** The stored checkout with its lines (the header's cart badge reads its quantity). */
  cartItems: (checkoutId: string) => Promise<CartItemsResponse>;
  /** Revokes the refresh token on the server (none stored: the server ends what it can). */
  logout: (refresh: string | null) => Promise<void>;
  /** The remote-load figures of [from, to]. */
  remoteLoadSummary: (from: Date, to: Date) => Promise<RemoteLoadSummary>;
}

/** The calls on an API client (the page's, or a test's over a fake adapter). */
export function createShellCalls(client: ApiClient): ShellCalls {
  return {
    me: async () => (await client.get<MeResponse>(endpoints.users.me)).data,
    cartItems: async (checkoutId) =>
      (await client.post<CartItemsResponse>(endpoints.checkout.cartItems, { id: checkoutId })).data,
    logout: async (refresh) => {
      await client.post(endpoints.users.logout, (refresh ? { refresh } : {}) satisfies LogoutRequest);
    },
    remoteLoadSummary: async (from, to) =>
      (
        await client.get<RemoteLoadSummary>(endpoints.telemetry.remoteLoadSummary, {
          params: { from: from.toISOString(), to: to.toISOString() },
        })
      ).data,
  };
}
