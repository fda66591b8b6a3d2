// The public entry of shared-contracts: every export other packages may use is re-exported here.

// Runtime config and the product word
export { DEFAULT_PRODUCT_WORD, productWordOr } from './config/product-word';
export type { PaymentKeys, RuntimeConfig, SchedulerConfig, SchedulerProvider } from './config/runtime-config';
export {
  setRuntimeConfig,
  getRuntimeConfig,
  hasRuntimeConfig,
  resetRuntimeConfig,
  isGoogleSignInEnabled,
  SCHEDULER_PROVIDERS,
} from './config/runtime-config';
export type { DefaultRuntimeConfigOptions } from './config/default-runtime-config';
export { defaultRuntimeConfig, DEFAULT_PORTS } from './config/default-runtime-config';

// Brands, routes, menus, brand resolution and links
export type { BrandId, RemoteName, PageModuleName } from './brands/brand-ids';
export { BRAND_IDS, REMOTE_NAMES, PAGE_MODULES, STORE_MODULES, isBrandId } from './brands/brand-ids';
export type {
  RemotePageProps,
  GuardKind,
  LayoutFlags,
  RouteDef,
  BrandTarget,
  MenuItem,
  BrandDefinition,
  BrandHosts,
  ResolvedLocation,
} from './brands/brand-types';
export { getBrand, brandSlug, brandName, brandRoutes } from './brands/brand-definitions';
export { brandMenu } from './brands/menus';
export { CAREAPP_ROUTES } from './brands/routes-careapp';
export { AB_CONTENT_EDITOR as AB_CONTENT_EDITOR_ROUTE } from './brands/common-routes';
export { STUD_ROUTES } from './brands/routes-stud';
export { celeRoutes } from './brands/routes-cele';
export { CELEORG_ROUTES } from './brands/routes-celeorg';
export { EMAIL_VERIFICATION_PAGE, hasOtpPage } from './brands/email-verification';
export { resolveBrand } from './brands/resolve-brand';
export type { BrandUrlContext } from './brands/brand-url';
export { brandUrl, DEFAULT_HOSTNAME } from './brands/brand-url';
export {
  AB_TEST_PREFIX,
  withBasename,
  routerBasename,
  canonicalHomePath,
  brandPrefix,
  brandOfHost,
  normaliseHostname,
} from './brands/url-paths';
export type { GuardLocation } from './brands/guard-redirects';
export { loginRedirect, signedInRedirect, SIGNED_IN_HOME } from './brands/guard-redirects';

// Entities (docs/product.md §3)
export type { User, OnboardingFormState, UserRole } from './entities/user';
export {
  ONBOARDING_COMPLETED,
  NULLABLE_USER_FIELDS,
  normaliseUser,
  isProfileComplete,
  isContentEditorRole,
} from './entities/user';
export type {
  Media,
  ContentIdentifier,
  Product,
  AttributeValue,
  VariantAttribute,
  Money,
  Variant,
  CatalogueItem,
} from './entities/product';
export type {
  CheckoutLineInput,
  CheckoutLine,
  ShippingMethod,
  PaymentGateway,
  Checkout,
  NormalisedCartLine,
} from './entities/checkout';
export { normaliseCartLine } from './entities/checkout';
export type {
  CheckoutAddress,
  ShippingAddress,
  Country,
  CountryOption,
  Subdivision,
} from './entities/address';
export type {
  Review,
  AbContent,
  AbContentType,
  AssessmentKind,
  AssessmentOption,
  AssessmentQuestion,
  AssessmentStep,
  AssessmentLevel,
  AssessmentResult,
} from './entities/content';
export type {
  Paginated,
  ChatRoom,
  ChatRoomList,
  VideoRecommendation,
  ChatFeedbackType,
  ChatMessage,
  ChatMessageList,
  ChatAnalyticsItem,
  ChatAnalyticsEntry,
  Disease,
  UserDisease,
  ProcessorVariable,
  UserProcessorVariable,
  ChatAnalytics,
  UserDiseaseInput,
  UserProcessorVariableInput,
} from './entities/chat';
export type {
  CommunicationsData,
  CustomerInteractionTemplate,
  EmailDomainTemplate,
  ContactType,
  PromoCode,
  Voucher,
  OrderLine,
  Order,
} from './entities/misc';

// Endpoints and request/response types (docs/product.md §7, §8)
export { endpoints, chatSocketUrl } from './api/endpoints';
export type { ApiFaultHook } from './api/api-fault-hook';
export { setApiFaultHook } from './api/api-fault-hook';
export type { HttpMethod, CallRef } from './api/status-carrying-calls';
export { STATUS_CARRYING_CALLS } from './api/status-carrying-calls';
export { EMAIL_NOT_VERIFIED } from './api/types/users-api';
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
} from './api/types/users-api';
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
} from './api/types/shop-api';
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
} from './api/types/checkout-api';
export { CHECKOUT_SECRET_HEADER } from './api/types/checkout-api';
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
} from './api/types/payment-api';
export { IDEMPOTENCY_KEY_HEADER } from './api/types/payment-api';
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
} from './api/types/content-api';
export { ASSESSMENT_KEYS_HEADER, MAX_ASSESSMENT_KEYS, VISITOR_ID_HEADER } from './api/types/content-api';
export { isVisitorId, visitorId, visitorIdOfCookies, VISITOR_COOKIE } from './api/visitor-id';
export type { FirstRead, FirstReadPage } from './api/first-read';
export { firstReadsOf, startFirstReads } from './api/first-read';
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
} from './api/types/chat-api';
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
} from './api/types/chat-socket';

// API client
export type { ApiErrorShape, NoResponseBody } from './api/api-error';
export { ApiError, errorStatus, isApiError, toApiError, toApiErrorShape } from './api/api-error';
export type { ApiClient, ApiClientOptions, ApiRequestConfig, ApiResponse } from './api/api-client';
export { apiClient, createApiClient, NO_REFRESH_PATHS, preloadApiClient } from './api/api-client';
export type { LockManagerLike, RefreshClient, RefreshOptions } from './api/token-refresh';
export {
  refreshAccessToken,
  clearSession,
  isRefreshing,
  SESSION_ENDING_REFRESH_STATUSES,
  TOKEN_REFRESH_LOCK,
} from './api/token-refresh';

// The remotes' data layer: one base query, one error translator, one apiUrl, one set of form rules
export type {
  ApiBaseQueryOptions,
  ApiExtra,
  ApiQueryContext,
  ApiQueryResult,
  ApiRequest,
} from './api/api-base-query';
export { createApiBaseQuery } from './api/api-base-query';
export { apiUrl } from './api/api-url';
export type { ApiFieldError } from './api/error-sentences';
export { GENERIC_ERROR, NETWORK_ERROR, fieldErrorsOf } from './api/error-sentences';
export type { ErrorContext } from './api/describe-error';
export { describeError, FORM_ERROR, submissionErrors } from './api/describe-error';
export type { Validator } from './forms/validators';
export {
  VALIDATION_MESSAGES,
  required,
  validEmail,
  newPassword,
  sixDigitCode,
  numberBetween,
} from './forms/validators';

// Event bus
export type {
  SocketStatus,
  NotifyKind,
  AppEventMap,
  AppEventType,
  AppEventHandler,
} from './events/app-events';
export { SOCKET_STATUSES, TAB_LOCAL_EVENTS, EVENT_BUS_CHANNEL, CHAT_CHANNELS } from './events/app-events';
export type { EventBus, EmitOptions, EventBusOptions, BroadcastChannelLike } from './events/event-bus';
export { eventBus, createEventBus } from './events/event-bus';

// Typed local storage
export type { StorageKey, StorageValues } from './storage/storage-keys';
export { STORAGE_KEYS, RAW_STRING_KEYS } from './storage/storage-keys';
export type { TypedStorage, StorageBackend, StorageOptions } from './storage/storage';
export { storage, createStorage } from './storage/storage';
export type { GuestCart } from './storage/cart-cookie';
export { CART_COOKIE, guestCartOfCookies } from './storage/cart-cookie';
export { SESSION_COOKIE, hasSessionCookie } from './storage/session-cookie';

// Constants, messages, formatting, validation (docs/product.md §5, §8, §9)
export type { ChartSize } from './constants/constants';
export { CONSTANTS, CHART_SIZES, slidesPerView } from './constants/constants';
export type { ShopCatalogueKey, ShopBrandId } from './constants/shop-catalogue';
export { SHOP_CATEGORY_IDS, shopCategoryId, inchesToCentimetres } from './constants/shop-catalogue';
export type { ChatFileType } from './constants/chat';
export { CHAT_FILE_TYPES, CHAT_LIMITS, CHAT_CLOSE_CODES, isChatFileType } from './constants/chat';
export type { MessageKey } from './constants/messages';
export { MESSAGES, chunkLoadFailedMessage } from './constants/messages';
export {
  formatPrice,
  itemLabel,
  secureCheckoutTitle,
  truncateText,
  truncateTitle,
  isLongProductName,
} from './constants/format';
export type { ConsultGrade } from './constants/validation';
export {
  EMAIL_PATTERN,
  isValidEmail,
  CONSULT_GRADES,
  consultGradeField,
  consultSymptoms,
} from './constants/validation';

// Remote-load telemetry
export type {
  RemoteLoadErrorKind,
  RemoteLoadEventType,
  RemoteLoadEvent,
  RemoteLoadBatch,
  RecoveryPercentiles,
  RemoteLoadSummaryRow,
  RemoteLoadSummary,
} from './telemetry/remote-load-telemetry';
export {
  REMOTE_LOAD_ERROR_KINDS,
  REMOTE_LOAD_EVENT_TYPES,
  REMOTE_LOAD_LIMITS,
} from './telemetry/remote-load-telemetry';

// Scheduling: work put off until the browser is idle, and long work split into tasks (ADR 0187)
export { IDLE_TIMEOUT_MS, whenIdle, whenLoadedAndIdle } from './scheduling/when-idle';
export { nextTask } from './scheduling/next-task';

// Server rendering: a render's own instances (per-request stores) and its reads (docs/adr/0140)
export type { RenderScope, ServerReads } from './ssr/render-scope';
export {
  createRenderScope,
  rehydrateServerReads,
  resetServerReads,
  SERVER_READS_ACTION,
  SERVER_READS_ID,
  takeServerReads,
} from './ssr/render-scope';
