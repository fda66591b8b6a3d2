// What the API shares with the front end comes from shared-contracts, so a change of contract
// breaks the build on both sides.
import type { DetailResponse, TokenPair, User, UserRole } from 'shared-contracts';

export {
  CHECKOUT_SECRET_HEADER,
  endpoints,
  SHOP_CATEGORY_IDS,
  CONSTANTS,
  CONSULT_GRADES,
  consultGradeField,
  consultSymptoms,
  EMAIL_PATTERN,
  BRAND_IDS,
  getBrand,
  brandSlug,
  CAREAPP_ROUTES,
  STUD_ROUTES,
  brandRoutes,
  celeRoutes,
  CELEORG_ROUTES,
  productWordOr,
  defaultRuntimeConfig,
  brandPrefix,
  withBasename,
  NULLABLE_USER_FIELDS,
  isContentEditorRole,
  CHAT_LIMITS,
  CHAT_CLOSE_CODES,
  isChatFileType,
  REMOTE_NAMES,
  REMOTE_LOAD_ERROR_KINDS,
  REMOTE_LOAD_EVENT_TYPES,
  REMOTE_LOAD_LIMITS,
  EMAIL_NOT_VERIFIED,
} from 'shared-contracts';
export {
  ASSESSMENT_KINDS,
  ASSESSMENT_SUMMARIES,
  scoreAssessment,
  assessmentMaxScore,
} from 'shared-contracts/assessments';
export type {
  BrandId,
  BrandHosts,
  RouteDef,
  RemoteName,
  RemoteLoadBatch,
  RemoteLoadErrorKind,
  RemoteLoadEvent,
  RemoteLoadSummary,
  RemoteLoadSummaryRow,
  CompleteUserProfileRequest,
  AbBlock,
  AbBlockForEditing,
  AbAuditEntry,
  AbAuditList,
  AbContentRequest,
  AbBlockListResponse,
  AbBlockResponse,
  AbEventRequest,
  AbEventResponse,
  AbFetchContentRequest,
  AbFetchGlobalContentRequest,
  AbFetchPageContentRequest,
  AbMovementRequest,
  AssessmentKind,
  AssessmentResult,
  ComponentAiMessageRequest,
  ConsultFormRequest,
  ContactFormRequest,
  ContactInfo,
  CustomerInteractionTemplate,
  EmailDomainTemplate,
  SubscribePopupUrl,
  SubscribeRequest,
  TermsDocument,
  DetailResponse,
  DevMailboxMessage,
  EmailNotVerifiedResponse,
  LoginRequest,
  LogoutRequest,
  ManageCommunicationsRequest,
  ManageCommunicationsResponse,
  OnboardingQuestion,
  OnboardingQuestionsRequest,
  OnboardingQuestionsResponse,
  RefreshTokenRequest,
  RefreshTokenResponse,
  RequestXTokenResponse,
  ResetPasswordRequest,
  SaveInfoRequest,
  SendOtpRequest,
  SignUpRequest,
  SocialMediaLoginRequest,
  TokenPair,
  UpdateProfileRequest,
  UserRole,
  VerifyOtpRequest,
  VerifyResetPasswordOtpRequest,
  CatalogueItem,
  ProductDetailResponse,
  ProductDetailRequest,
  ProductsQuery,
  Variant,
  Review,
  Media,
  Checkout,
  CheckoutLine,
  CheckoutError,
  CheckoutLineInput,
  CheckoutPayload,
  CheckoutNotFoundBody,
  CartItemsRequest,
  AddToCartRequest,
  RemoveFromCartRequest,
  UpdateCartRequest,
  CreateCheckoutRequest,
  ShopBrandId,
  CheckoutAddress,
  ShippingAddress,
  ShippingMethod,
  PaymentGateway,
  Country,
  Subdivision,
  ChatRoom,
  ChatRoomList,
  ChatMessage,
  ChatMessageList,
  ChatFeedbackType,
  VideoRecommendation,
  ChatSuggestionsResponse,
  CreateChatRoomRequest,
  RenameChatRoomRequest,
  MessageFeedbackRequest,
  RelatedChatPromptsRequest,
  RelatedChatPromptsResponse,
  ChatAnalytics,
  ChatAnalyticsEntry,
  ChatAnalyticsQuery,
  Disease,
  UserDisease,
  ProcessorVariable,
  UserProcessorVariable,
  UserDiseaseInput,
  UserProcessorVariableInput,
  ChatSocketClientMessage,
  ChatSocketServerMessage,
  ChatSocketErrorCode,
} from 'shared-contracts';

/** The user as this API returns it: SPEC section 3 fields plus the role. */
export type ApiUser = User & { role: UserRole };

/** Answer of login, sign-up, verify-otp and social-media-login: the user in `data.user_data`, plus the tokens. */
export interface LoginResponse {
  data: TokenPair & { user_data: ApiUser };
}

/** Answer of update-profile, save-info and complete-user-profile. */
export interface UserDataResponse {
  data: { user_data: ApiUser };
}

/** Answer of sign-up: check your email; the user, but no session yet. */
export interface SignUpResponse {
  detail: string;
  data: { user_data: ApiUser };
}

/** The body of every error answer; validation errors list each problem. */
export interface ErrorResponse extends DetailResponse {
  errors?: { location: string; field: string; message: string }[];
}
