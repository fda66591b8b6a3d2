// Business constants and limits of docs/product.md §9 (and the few timing values of docs/product.md §4).

/** Size chart sizes, smallest first. */
export type ChartSize = 'XXS' | 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL' | 'XXXL';

/**
 * Business constants and limits (docs/product.md §9). Values are literal types, so they read as
 * documentation.
 */
export const CONSTANTS = {
  /** A toast hides itself after this many ms. */
  notificationMs: 3000,
  /** Review text is collapsed to this many characters until "See more". */
  reviewPreviewChars: 500,
  /** Product titles on cards are cut at this many characters. */
  titleTruncateChars: 83,
  /** A product name longer than this uses a smaller heading. */
  longNameChars: 40,
  /** Slider: container width per slide (px). */
  slideWidthPx: 170,
  /** Slider: gap between slides (px). */
  slideGapPx: 10,
  /** Slider: the item list is padded to slides per view plus this many items (so it can loop). */
  sliderPaddingItems: 4,
  /** Slides per view above this are floored to a whole number. */
  sliderFloorAbove: 4,
  /** Quantity added to the cart per action. */
  quantityPerAdd: 1,
  /** Sales channel of new checkouts. */
  channel: 'default-channel',
  /** Chat rooms per page. */
  chatRoomsPageSize: 10,
  /** Offset of the first page of chat rooms. */
  chatRoomsFirstOffset: 0,
  /** Chat messages per page. */
  chatMessagesPageSize: 25,
  /** The subscription popup is considered after this many ms on a page. */
  subscribePopupDelayMs: 30000,
  /** The subscribe button is enabled again after this many ms. */
  subscribeReenableMs: 6000,
  /** A script chunk that has not loaded after this many ms fails ("Loading chunk ... failed"). */
  scriptChunkTimeoutMs: 120000,
  /** An A/B view event fires when at least this share of the element is visible (docs/product.md §4). */
  abViewThreshold: 0.5,
  /** Layout breakpoints in px, mobile first. */
  breakpointsPx: [320, 361, 375, 410, 480, 600, 768, 834, 992, 1024],
  /** Shipping claims shown to shoppers. */
  shippingClaims: {
    /** Shipping is free. */
    free: true,
    /** Business days to the US and Canada. */
    usAndCanadaBusinessDays: '3-5',
    /** Business days worldwide. */
    worldwideBusinessDays: '9-15',
  },
  /** Size chart: waist in inches per size, [from, to]. (Centimetre values are not in docs/product.md §9.) */
  sizeChartWaistInches: {
    XXS: [25, 27],
    XS: [27, 29],
    S: [30, 32],
    M: [32, 34],
    L: [34, 37],
    XL: [38, 41],
    XXL: [41, 44],
    XXXL: [44, 47],
  } satisfies Record<ChartSize, readonly [number, number]>,
  /** Surgery recurrence claim, in percent. */
  surgeryRecurrencePercent: '1-15',
} as const;

/** Sizes of the size chart in order. */
export const CHART_SIZES: readonly ChartSize[] = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/**
 * Slides per view of the product slider (docs/product.md §2 widget 3): container width / 170,
 * at least 1, floored when above 4 (fractions up to 4 show a peek of the next card).
 */
export function slidesPerView(containerWidthPx: number): number {
  const raw = containerWidthPx / CONSTANTS.slideWidthPx;
  if (!Number.isFinite(raw) || raw < 1) return 1;
  return raw > CONSTANTS.sliderFloorAbove ? Math.floor(raw) : raw;
}
