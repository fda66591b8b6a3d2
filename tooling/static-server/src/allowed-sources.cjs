// The one place that widens the Content-Security-Policy beyond what the runtime config names.
// Add an origin here, with the reason, when a feature needs a third party that no deployment
// setting names (a third party a setting names, such as the consult page's scheduling provider,
// is allowed by security-headers.cjs from that setting alone). A/B content block scripts are
// script files on the API (security-headers.cjs allows that one path), never inline.
// Each list holds CSP source expressions: origins ('https://example.com') or path prefixes.

/** @type {Record<'script' | 'style' | 'connect' | 'img' | 'frame' | 'font', string[]>} */
const EXTRA_SOURCES = {
  script: [],
  style: [],
  connect: [],
  img: [],
  frame: [],
  font: [],
};

/**
 * Google Identity Services (the sign-in button and One Tap), as Google documents for a CSP:
 * allowed only when the runtime config names a googleClientId.
 */
const GOOGLE_SIGN_IN_SOURCES = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  connect: ['https://accounts.google.com/gsi/'],
  img: [],
  frame: ['https://accounts.google.com/gsi/'],
  font: [],
};

/**
 * The payment providers' browser SDKs (ADR 0100), as each documents for a CSP: allowed
 * only for the providers the runtime config's `payments` turns on, so a deployment without real
 * keys (the sandboxes) keeps the narrow policy. Their windows, sheets and 3-D Secure frames are
 * what `frame` is for.
 */
const PAYMENT_SOURCES = {
  // Stripe.js and its Elements and 3-D Secure frames (docs.stripe.com/security/guide, CSP).
  stripe: {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    style: [],
    connect: ['https://api.stripe.com'],
    img: ['https://*.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    font: [],
  },
  // The PayPal JS SDK, its buttons (frames) and its window (developer.paypal.com, JS SDK CSP).
  paypal: {
    script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    style: [],
    connect: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    frame: ['https://*.paypal.com'],
    font: [],
  },
  // Google Pay's pay.js, its button images and its payment sheet.
  googlePay: {
    script: ['https://pay.google.com'],
    style: [],
    connect: ['https://pay.google.com'],
    img: ['https://www.gstatic.com'],
    frame: ['https://pay.google.com'],
    font: [],
  },
};

module.exports = { EXTRA_SOURCES, GOOGLE_SIGN_IN_SOURCES, PAYMENT_SOURCES };
