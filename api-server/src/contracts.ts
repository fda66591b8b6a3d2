// Local stand-ins for names shared-contracts will export (endpoints, User, the refresh-token
// request and response). Switch the imports to 'shared-contracts' once it has them, so a change
// of contract breaks the build on both sides.

/** Request paths, exactly as SPEC section 7 writes them (trailing slashes included). */
export const endpoints = {
  restCheck: '/api/rest/rest-check/',
  users: {
    me: '/api/users/me/',
    login: '/api/users/login/',
    refreshToken: '/api/users/refresh-token/',
  },
} as const;

export type UserRole = 'customer' | 'editor';

/** SPEC section 3 User; fields the user has not filled are null. */
export interface User {
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  on_boarding_step: string | null;
  next_step: string | null;
  age: number | null;
  height: number | null;
  height_measurement: string | null;
  weight: number | null;
  weight_measurement: string | null;
  biological_sex: string | null;
  country: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  is_verified: boolean;
  role: UserRole;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  data: { user_data: User; access: string; refresh: string };
}

export interface RefreshTokenRequest {
  refresh: string;
}

export interface RefreshTokenResponse {
  access: string;
  refresh: string;
}

/** The body of every error answer. */
export interface ErrorResponse {
  detail: string;
  errors?: { location: string; field: string; message: string }[];
}
