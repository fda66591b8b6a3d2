// The API's endpoints and request and answer types (docs/product.md §7, §8), the API client and the
// remotes' data layer. Re-exported by the package's entry (../index.ts).

// Endpoints and request/response types (docs/product.md §7, §8)
export { endpoints, chatSocketUrl } from './endpoints';
export type { ApiFaultHook } from './api-fault-hook';
export { setApiFaultHook } from './api-fault-hook';
export type { HttpMethod, CallRef } from './status-carrying-calls';
export { STATUS_CARRYING_CALLS } from './status-carrying-calls';
export { EMAIL_NOT_VERIFIED } from './types/users-api';
export type {
  TokenPair,
  RefreshTokenRequest,
  RefreshTokenResponse,
  LoginRequest,
  SignUpRequest,
  SignUpResponse,
  EmailNotVerifiedResponse,
  AuthResponse,
  MeResponse,
  VerifyOtpRequest,
  SendOtpRequest,
  SendResetCodeRequest,
  VerifyResetPasswordOtpRequest,
  ResetPasswordRequest,
  UpdateProfileRequest,
  UserDataResponse,
  CompleteUserProfileRequest,
  SocialMediaLoginRequest,
  DetailResponse,
  RestCheckResponse,
  LogoutRequest,
  SaveInfoRequest,
  FieldError,
  ApiErrorBody,
  OnboardingQuestion,
  OnboardingQuestionsRequest,
  OnboardingQuestionsResponse,
  ManageCommunicationsResponse,
  ManageCommunicationsRequest,
  RequestXTokenResponse,
  DevMailboxMessage,
} from './types/users-api';
export type {
  ProductDetailRequest,
  ProductDetailResponse,
  CatalogueQuery,
  CatalogueResponse,
  MainProductResponse,
  AddToCartRequest,
  CreateCheckoutRequest,
  ProductsQuery,
  CartItemsRequest,
} from './types/shop-api';
export type {
  CheckoutError,
  CheckoutErrorCode,
  CheckoutNotFoundBody,
  CheckoutPayload,
  CartItemsResponse,
  AddToCartResponse,
  RemoveFromCartResponse,
  UpdateCartResponse,
  CreateCheckoutResponse,
  ApplyPromoCodeResponse,
  RemovePromoCodeResponse,
  UpdateShippingMethodResponse,
  ShippingDetailsResponse,
  CheckoutCompleteResponse,
  UpdateCartRequest,
  RemoveFromCartRequest,
  ShippingDetailsRequest,
  PromoCodeRequest,
  UpdateShippingMethodRequest,
  PaymentGatewayName,
  CreatePaymentRequest,
  CheckoutStatusRequest,
} from './types/checkout-api';
export { CHECKOUT_SECRET_HEADER } from './types/checkout-api';
export type {
  PaymentGatewayId,
  CountriesListResponse,
  SubDivisionResponse,
  AvailableShippingMethodsQuery,
  AssignVoucherRequest,
  PaymentStatus,
  PaymentAttempt,
  PaymentResponse,
  CreatePaymentResponse,
  VerifyPaymentResponse,
  VerifyPaymentRequest,
  PaypalInitiateRequest,
  CheckoutOrderDetailsRequest,
  OrderDetailsLine,
  OrderDetails,
  OrderConfirmationData,
  CheckoutStatusResponse,
  OrderListQuery,
  OrderListResponse,
  AvailableShippingMethodsResponse,
  AvailablePaymentGatewaysResponse,
  AssignVoucherResponse,
} from './types/payment-api';
export { IDEMPOTENCY_KEY_HEADER } from './types/payment-api';
export type {
  AbContentRequest,
  AbContentResponse,
  AbEventRequest,
  AbMovementRequest,
  ContactFormRequest,
  SubscribeRequest,
  AbBlock,
  AbFetchContentRequest,
  AbFetchPageContentRequest,
  AbFetchGlobalContentRequest,
  AbBlockResponse,
  AbBlockListResponse,
  AbBlockForEditing,
  AbAuditEntry,
  AbAuditList,
  AbVariantSource,
  AbVariantUpdateRequest,
  AbVariantParams,
  SubmitAssessmentRequest,
  AbAuditQuery,
  AbEventResponse,
  ContactInfo,
  TermsDocument,
  SubscribePopupUrl,
  ConsultFormRequest,
  ComponentAiMessageRequest,
  ComponentAiMessageResponse,
} from './types/content-api';
export { ASSESSMENT_KEYS_HEADER, MAX_ASSESSMENT_KEYS, VISITOR_ID_HEADER } from './types/content-api';
export { isVisitorId, visitorId, visitorIdOfCookies, VISITOR_COOKIE } from './visitor-id';
export type { FirstRead, FirstReadPage } from './first-read';
export { firstReadsOf, startFirstReads } from './first-read';
export type {
  ChatRoomsQuery,
  CreateChatRoomRequest,
  RenameChatRoomRequest,
  ChatRoomResponse,
  ChatMessagesQuery,
  RelatedChatPromptsRequest,
  RelatedChatPromptsResponse,
  ChatSuggestionsResponse,
  MessageFeedbackRequest,
  MessageFeedbackResponse,
  ChatAnalyticsQuery,
  UserDiseaseResponse,
  UserProcessorVariableResponse,
} from './types/chat-api';
export type {
  ChatSocketAuth,
  ChatSocketClientFrame,
  ChatSocketClientMessage,
  ChatSocketReady,
  ChatSocketAck,
  ChatSocketChunk,
  ChatSocketReply,
  ChatSocketErrorCode,
  ChatSocketError,
  ChatSocketServerMessage,
} from './types/chat-socket';

// API client
export type { ApiErrorShape, NoResponseBody } from './api-error';
export { ApiError, errorStatus, isApiError, toApiError, toApiErrorShape } from './api-error';
export type { ApiClient, ApiClientOptions, ApiRequestConfig, ApiResponse } from './api-client';
export { apiClient, createApiClient, NO_REFRESH_PATHS, preloadApiClient } from './api-client';
export type { LockManagerLike, RefreshClient, RefreshOptions } from './token-refresh';
export {
  refreshAccessToken,
  clearSession,
  isRefreshing,
  SESSION_ENDING_REFRESH_STATUSES,
  TOKEN_REFRESH_LOCK,
} from './token-refresh';

// The remotes' data layer: one base query, one error translator, one apiUrl
export type {
  ApiBaseQueryOptions,
  ApiExtra,
  ApiQueryContext,
  ApiQueryResult,
  ApiRequest,
} from './api-base-query';
export { createApiBaseQuery } from './api-base-query';
export { apiUrl } from './api-url';
export type { ApiFieldError } from './error-sentences';
export { GENERIC_ERROR, NETWORK_ERROR, fieldErrorsOf } from './error-sentences';
export type { ErrorContext } from './describe-error';
export { describeError, FORM_ERROR, submissionErrors } from './describe-error';
