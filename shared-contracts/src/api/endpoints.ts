import { productWordOr } from '../config/product-word';

// Every path of docs/product.md §7, grouped by domain, spelled exactly as docs/product.md writes
// them (including the few without a trailing slash). Paths are relative to
// RuntimeConfig.apiBaseUrl; query strings go in axios `params`. Path parameters are URL-encoded.

const seg = (value: string | number) => encodeURIComponent(String(value));

/** API paths of docs/product.md §7. Functions build paths with parameters. */
export const endpoints = {
  /** Auth and users. */
  users: {
    /** GET: the current user. */
    me: '/api/users/me/',
    /** POST: register; answer carries data.user_data. */
    signUp: '/api/users/sign-up/',
    /** POST: log in; answer carries data.user_data. */
    login: '/api/users/login/',
    /** POST: verify the one-time code; answer carries data.user_data. */
    verifyOtp: '/api/users/verify-otp/',
    /** POST: (re)send the one-time code. */
    sendOtp: '/api/users/send-otp/',
    /** POST: set a new password with a verified reset code. */
    resetPassword: '/api/users/reset-password/',
    /** POST: send a password-reset code. */
    sendResetPasswordOtp: '/api/users/send-reset-password-otp/',
    /** POST: check a password-reset code. */
    verifyResetPasswordOtp: '/api/users/verify-reset-password-otp/',
    /** POST: update the profile (no trailing slash, as in docs/product.md §7). */
    updateProfile: '/api/users/update-profile',
    /** POST: save checkout/profile info of the user. */
    saveInfo: '/api/users/save-info/',
    /** POST: body {refresh}, answer {access, refresh} (refresh tokens rotate). */
    refreshToken: '/api/users/refresh-token/',
    /** POST: onboarding answers of complete-profile. */
    completeUserProfile: '/api/complete-user-profile/',
    /** POST: Google sign-in. */
    socialMediaLogin: '/api/social-media-login/',
    /** GET: request an X token (path as docs/product.md §7 writes it). */
    requestXToken: '/api/request-X-token/',
    /** POST: onboarding questions. */
    onboardingQuestions: '/api/user-onboarding-questions/',
    /**
     * POST body {refresh}: ends the session that token belongs to (not in docs/product.md §7:
     * signing out must end the session on the server, not only in the tab).
     */
    logout: '/api/users/logout/',
  },
  /** Development helpers of our API; absent when it runs in production. */
  dev: {
    /** GET ?email: the mail the server would have sent to that address, newest first. */
    mailbox: '/api/dev/mailbox/',
  },
  /** What the shell reports about loading remotes (not in docs/product.md §7). */
  telemetry: {
    /** POST a RemoteLoadBatch, as sendBeacon sends it (text/plain JSON); anyone, rate-limited. */
    remoteLoad: '/api/telemetry/remote-load/',
    /** GET ?from&to (ISO 8601): RemoteLoadSummary per remote; editors only. */
    remoteLoadSummary: '/api/telemetry/remote-load/summary',
  },
  /** Health check. */
  rest: {
    /** GET: answers {status: 'ok'}. */
    check: '/api/rest/rest-check/',
  },
  /**
   * Chat (careapp). Every call needs the access token; answers are `Cache-Control: no-store`; a
   * slug of another user's room answers 404. Bodies: see the chat types (ChatRoomsQuery, ...).
   */
  chat: {
    /** GET ?limit&offset: the user's rooms (ChatRoomList); POST {name?}: create one (201, ChatRoom). */
    rooms: '/api/chat-room/',
    /** POST {name}: rename a room (ChatRoom); DELETE: delete it with its messages (204). */
    room: (slug: string) => `/api/chat-room/${seg(slug)}/` as const,
    /** GET ?limit&offset or ?after_id: messages of a room (ChatMessageList). */
    roomMessages: (slug: string) => `/api/chat-room-messages/${seg(slug)}/` as const,
    /** POST {message} or {room}: follow-up questions (RelatedChatPromptsResponse). */
    relatedChatPrompts: '/api/related-chat-prompts/',
    /** GET: questions to start with, and is_new_chat (ChatSuggestionsResponse). */
    chatSuggestions: '/api/chat-suggestions/',
    /** POST {feedback_type, feedback_message?}: rate an AI message (the updated ChatMessage). */
    messageFeedback: (roomSlug: string, messageId: string | number) =>
      `/api/message-feedback/${seg(roomSlug)}/${seg(messageId)}/` as const,
    /**
     * GET ?exp&sig: a message's attachment (its bytes, with its type). No Authorization header:
     * the signed query of ChatMessage.file is the credential; 403 when it is wrong or expired.
     */
    chatFile: (messageId: string | number) => `/api/chat-files/${seg(messageId)}/` as const,
    /** GET ?name: topics, the user's conditions and measures (ChatAnalytics). */
    userChatAnalytics: '/api/user-chat-analytics/',
    /** POST {diseaseId}: change a recorded condition of the user (UserDisease). */
    myDiseaseUpdate: (id: string | number) => `/api/my-disease/${seg(id)}/update/` as const,
    /** POST {diseaseId}: record a condition (201, UserDisease); recording it twice answers 409. */
    myDiseaseCreate: '/api/my-disease/create/',
    /** POST: forget a recorded condition (204). */
    myDiseaseDelete: (id: string | number) => `/api/my-disease/${seg(id)}/delete/` as const,
    /** POST {processorVariableId, value}: change a recorded measure (UserProcessorVariable). */
    userProcessorVariableUpdate: (id: string | number) =>
      `/api/user-processor-variable/${seg(id)}/update/` as const,
    /** POST {processorVariableId, value}: record a measure (201); again for the same one: 409. */
    userProcessorVariableCreate: '/api/user-processor-variable/create/',
  },
  /** WebSocket paths, relative to RuntimeConfig.wsBaseUrl. */
  ws: {
    /**
     * The chat socket of a room. The access token is not in the URL (URLs end up in logs): the
     * first frame is ChatSocketAuth. Then ChatSocketClientMessage in, ChatSocketServerMessage out;
     * closes with CHAT_CLOSE_CODES.
     */
    chat: (room: string) => `/ws/chat/${seg(room)}/` as const,
  },
  /** A/B content. */
  ab: {
    fetchContent: '/api/ab_test/fetch-content/',
    fetchPageContent: '/api/ab_test/fetch-page-content/',
    fetchGlobalContent: '/api/ab_test/fetch-global-content/',
    /** POST: {identifier, event_name: 'view', event_value}. */
    setEvent: '/api/ab_test/set-event/',
    fetchSpecificContent: '/api/ab_test/fetch-specific-content/',
    /** POST: movement {type: 'movement', movement: 'forward'|'backward', identifier}. */
    setSpecificContent: '/api/ab_test/set-specific-content/',
    /** GET: a block with all its variants, for editors and admins (not in docs/product.md §7). */
    contentBlock: (identifier: string) => `/api/ab_test/content/${seg(identifier)}/` as const,
    /** PUT {content, script}: an editor replaces one variant (not in docs/product.md §7). */
    contentVariant: (identifier: string, variant: number) =>
      `/api/ab_test/content/${seg(identifier)}/${seg(variant)}/` as const,
    /**
     * GET ?identifier&limit&offset: who changed which variant and when, newest first, for editors
     * and admins (AbAuditList; not in docs/product.md §7).
     */
    audit: '/api/ab_test/audit/',
    /**
     * GET: the script of one variant of a block, as a script file (not in docs/product.md §7: block scripts
     * load with `<script src>` so they run under a CSP without 'unsafe-eval').
     */
    blockScript: (identifier: string, variant: number) =>
      `/api/ab_test/script/${seg(identifier)}/${seg(variant)}.js` as const,
  },
  /** Landing pages, forms and templates. */
  landing: {
    /** GET ?contact_type. */
    contactInfo: '/api/landing/contact-info/',
    /** POST: the contact form. */
    contactusForm: '/api/contactus-form/',
    /** GET ?type. */
    termsCondition: '/api/landing/terms-condition/',
    /** GET: page URLs that show the subscription popup. */
    urlSubscribePopup: '/api/stud/url-subscribe-popup/',
    /**
     * POST {email, identifier}: the subscription form. docs/product.md §7 does not show this path;
     * this is the one the product uses.
     */
    subscribe: '/api/stud/subscribe/',
    /** GET ?template_name. */
    customerInteractionTemplate: '/api/customer-interactions/template/',
    /** GET ?email_domains. */
    emailDomainsTemplate: '/api/stud/email-domains-template/',
    /** GET and POST. */
    manageCommunications: '/api/stud/manage-communications/',
    /**
     * POST: an assessment of {product}cele (path contains the product word); GET on the same path
     * lists the caller's results (not in docs/product.md §7; the results pages read it).
     */
    submitAssess: (productWord?: string) =>
      `/api/${seg(productWordOr(productWord))}cele/submit-assess/` as const,
    /** POST: AI message for a page component. */
    componentAiMessage: '/api/processor/component-ai-message/',
  },
  /** Products and catalogue. */
  shop: {
    /** POST ?query. */
    productsList: '/api/ecom/products-list',
    /** POST: optional variants body; option selection sends productId and chosen attributes. */
    productsDetail: (productId: string) => `/api/ecom/products-detail/${seg(productId)}` as const,
    recommendedProducts: '/api/ecom/recommended-products',
    /** GET ?category_id. */
    productsCatalogue: '/api/ecom/products-catalogue',
    mainProduct: '/api/ecom/main-product',
  },
  /** Cart, checkout, shipping, promo codes and countries. */
  checkout: {
    cartItems: '/api/ecom/cart-items/',
    /** POST {id, lines: [{variantId, quantity: 1}]}. */
    addToCart: '/api/ecom/add-to-cart/',
    removeFromCart: '/api/ecom/remove-from-cart/',
    updateOfCart: '/api/ecom/update-of-cart/',
    /** POST {input: {lines, channel: 'default-channel'}}. */
    createCheckout: '/api/ecom/create-checkout/',
    createPayment: '/api/ecom/create-payment/',
    verifyPayment: '/api/ecom/verify-payment/',
    checkoutOrderDetails: '/api/ecom/checkout-order-details/',
    checkoutStatus: '/api/ecom/checkout-status/',
    shippingDetails: '/api/ecom/shipping-details/',
    applyPromoCode: '/api/ecom/apply-promo-code/',
    removePromoCode: '/api/ecom/remove-promo-code/',
    updateShippingMethod: '/api/ecom/update-shipping-method/',
    /** GET. */
    availableShippingMethods: '/api/ecom/available-shipping-methods/',
    /** POST. */
    availablePaymentGateways: '/api/ecom/available-payment-gateways/',
    assignVoucher: '/api/ecom/assign-voucher/',
    countriesList: '/api/ecom/countries-list/',
    subDivision: (id: string | number) => `/api/ecom/sub-division/${seg(id)}/` as const,
  },
  /** Payment providers. */
  payment: {
    paypalInitiate: '/api/payment/paypal/initiate/',
    gpay: '/api/payment/gpay/',
  },
  /** Orders. */
  orders: {
    /** GET: order history. */
    orderList: '/api/ecom/order-list/',
  },
} as const;

/** The full URL of the chat socket of a room: `${wsBaseUrl}/ws/chat/${room}/`. */
export function chatSocketUrl(wsBaseUrl: string, room: string): string {
  return wsBaseUrl.replace(/\/+$/, '') + endpoints.ws.chat(room);
}
