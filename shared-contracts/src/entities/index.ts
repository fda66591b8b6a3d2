// The entities of docs/product.md §3. Re-exported by the package's entry (../index.ts).

export type { User, OnboardingFormState, UserRole } from './user';
export {
  ONBOARDING_COMPLETED,
  NULLABLE_USER_FIELDS,
  normaliseUser,
  isProfileComplete,
  isContentEditorRole,
} from './user';
export type {
  Media,
  ContentIdentifier,
  Product,
  AttributeValue,
  VariantAttribute,
  Money,
  Variant,
  CatalogueItem,
} from './product';
export type {
  CheckoutLineInput,
  CheckoutLine,
  ShippingMethod,
  PaymentGateway,
  Checkout,
  NormalisedCartLine,
} from './checkout';
export { normaliseCartLine } from './checkout';
export type { CheckoutAddress, ShippingAddress, Country, CountryOption, Subdivision } from './address';
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
} from './content';
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
} from './chat';
export type {
  CommunicationsData,
  CustomerInteractionTemplate,
  EmailDomainTemplate,
  ContactType,
  PromoCode,
  Voucher,
  OrderLine,
  Order,
} from './misc';
