import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AuthResponse,
  CompleteUserProfileRequest,
  DetailResponse,
  LoginRequest,
  LogoutRequest,
  ManageCommunicationsRequest,
  ManageCommunicationsResponse,
  MeResponse,
  OnboardingQuestionsResponse,
  ResetPasswordRequest,
  SendOtpRequest,
  SendResetCodeRequest,
  SignUpRequest,
  SignUpResponse,
  SocialMediaLoginRequest,
  UpdateProfileRequest,
  UserDataResponse,
  VerifyOtpRequest,
} from 'shared-contracts';
import { createApiBaseQuery, endpoints } from 'shared-contracts';

const post =
  <T>(url: string) =>
  (data: T) => ({ url, method: 'POST' as const, data });

/** Every call of the auth remote: `getMe` and the communications read are cached reads; the rest are writes. */
export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: createApiBaseQuery(),
  tagTypes: ['Me', 'Communications'],
  endpoints: (build) => ({
    getMe: build.query<MeResponse, void>({
      query: () => ({ url: endpoints.users.me }),
      providesTags: ['Me'],
    }),
    login: build.mutation<AuthResponse, LoginRequest>({ query: post(endpoints.users.login) }),
    signUp: build.mutation<SignUpResponse, SignUpRequest>({ query: post(endpoints.users.signUp) }),
    sendOtp: build.mutation<DetailResponse, SendOtpRequest>({ query: post(endpoints.users.sendOtp) }),
    verifyOtp: build.mutation<AuthResponse, VerifyOtpRequest>({
      query: post(endpoints.users.verifyOtp),
      invalidatesTags: ['Me'],
    }),
    sendResetCode: build.mutation<DetailResponse, SendResetCodeRequest>({
      query: post(endpoints.users.sendResetPasswordOtp),
    }),
    verifyResetCode: build.mutation<DetailResponse, VerifyOtpRequest>({
      query: post(endpoints.users.verifyResetPasswordOtp),
    }),
    resetPassword: build.mutation<DetailResponse, ResetPasswordRequest>({
      query: post(endpoints.users.resetPassword),
    }),
    googleLogin: build.mutation<AuthResponse, SocialMediaLoginRequest>({
      query: post(endpoints.users.socialMediaLogin),
    }),
    updateProfile: build.mutation<UserDataResponse, UpdateProfileRequest>({
      query: post(endpoints.users.updateProfile),
      invalidatesTags: ['Me'],
    }),
    // A read although it is a POST (docs/product.md §7): the questions change only with a deployment.
    getOnboardingQuestions: build.query<OnboardingQuestionsResponse, void>({
      query: () => ({ url: endpoints.users.onboardingQuestions, method: 'POST', data: { step: 'profile' } }),
    }),
    completeProfile: build.mutation<UserDataResponse, CompleteUserProfileRequest>({
      query: post(endpoints.users.completeUserProfile),
      invalidatesTags: ['Me'],
    }),
    logout: build.mutation<DetailResponse, LogoutRequest>({ query: post(endpoints.users.logout) }),
    getCommunications: build.query<ManageCommunicationsResponse, string | null>({
      query: (hash) =>
        hash
          ? { url: endpoints.landing.manageCommunications, params: { i_hash: hash } }
          : { url: endpoints.landing.manageCommunications },
      providesTags: ['Communications'],
    }),
    saveCommunications: build.mutation<ManageCommunicationsResponse, ManageCommunicationsRequest>({
      query: post(endpoints.landing.manageCommunications),
      invalidatesTags: ['Communications'],
    }),
  }),
});

export const {
  useGetMeQuery,
  useLoginMutation,
  useSignUpMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useSendResetCodeMutation,
  useVerifyResetCodeMutation,
  useResetPasswordMutation,
  useGoogleLoginMutation,
  useUpdateProfileMutation,
  useGetOnboardingQuestionsQuery,
  useCompleteProfileMutation,
  useLogoutMutation,
  useGetCommunicationsQuery,
  useSaveCommunicationsMutation,
} = authApi;
