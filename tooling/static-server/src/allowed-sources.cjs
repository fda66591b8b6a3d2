// The one place that widens the Content-Security-Policy beyond what the runtime config names.
// Add an origin here, with the reason, when a feature needs a third party: for example the consult
// page's external scheduling script goes under `script` (and usually `frame`). A/B content block
// scripts are script files on the API (security-headers.cjs allows that one path), never inline.
// Each list holds CSP source expressions: origins ('https://example.com') or path prefixes.

/** @type {Record<'script' | 'style' | 'connect' | 'img' | 'frame' | 'font', string[]>} */
const EXTRA_SOURCES = {
  // The consult page's booking calendar (seeded consult content loads it; the form stays usable
  // when it cannot load, as offline).
  script: ['https://scheduling.example.com'],
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

module.exports = { EXTRA_SOURCES, GOOGLE_SIGN_IN_SOURCES };
