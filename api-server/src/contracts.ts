// What the API shares with the front end comes from shared-contracts, so a change of contract
// breaks the build on both sides. Only types are imported: loading shared-contracts at run time
// also starts the browser's event bus (a BroadcastChannel that keeps Node and jest alive), so the
// paths are spelled here and checked against its `endpoints` by the compiler instead.
import type { DetailResponse, endpoints as sharedEndpoints, TokenPair, User } from 'shared-contracts';

export type {
  DetailResponse,
  LoginRequest,
  RefreshTokenRequest,
  RefreshTokenResponse,
  TokenPair,
} from 'shared-contracts';

type Shared = typeof sharedEndpoints;

/** The paths this server serves; `satisfies` fails the type-check if one drifts from shared-contracts. */
export const endpoints = {
  rest: { check: '/api/rest/rest-check/' },
  users: { me: '/api/users/me/', login: '/api/users/login/', refreshToken: '/api/users/refresh-token/' },
} as const satisfies {
  rest: Pick<Shared['rest'], 'check'>;
  users: Pick<Shared['users'], 'me' | 'login' | 'refreshToken'>;
};

/** SPEC section 6: editors see the A/B overlay; everyone else is a customer. */
export type UserRole = 'customer' | 'editor';

/** The user as this API returns it: SPEC section 3 fields plus the role. */
export type ApiUser = User & { role: UserRole };

/** Answer of login: the user in `data.user_data`, plus the tokens. */
export interface LoginResponse {
  data: TokenPair & { user_data: ApiUser };
}

/** The body of every error answer; validation errors list each problem. */
export interface ErrorResponse extends DetailResponse {
  errors?: { location: string; field: string; message: string }[];
}
