// What the API shares with the front end comes from shared-contracts, so a change of contract
// breaks the build on both sides. This module adds only what the server knows more of.
import type { DetailResponse, TokenPair, User } from 'shared-contracts';

export { endpoints } from 'shared-contracts';
export type {
  DetailResponse,
  LoginRequest,
  RefreshTokenRequest,
  RefreshTokenResponse,
  TokenPair,
} from 'shared-contracts';

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
