import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductDetailResponse } from 'shared-contracts';

/** Add-to-cart status of docs/product.md §4: pending, success, otherwise ('failed'), '' when idle. */
export type AddToCartStatus = '' | 'pending' | 'success' | 'failed';

export interface CartState {
  addStatus: AddToCartStatus;
  /** Attributes the shopper has not chosen yet (highlighted), after a refused add. */
  missingAttributes: string[];
  /** The message shown above the button, if any. */
  message: string | null;
  /** Set when "Buy now" succeeded: the page then goes to checkout. */
  buyNowSucceeded: boolean;
  /** Adds that succeeded so far: a dialog that started one closes when this moves. */
  addsSucceeded: number;
  /** Lines being changed on the cart page (their controls are busy). */
  busyLines: string[];
  /** Last cart change error, shown on the cart page. */
  cartError: string | null;
}

const initialState: CartState = {
  addStatus: '',
  missingAttributes: [],
  message: null,
  buyNowSucceeded: false,
  addsSucceeded: 0,
  busyLines: [],
  cartError: null,
};

/** What the product page sends when Add to Cart or Buy now is pressed. */
export interface AddToCartRequested {
  product: Pick<ProductDetailResponse, 'name' | 'attributes' | 'variants'>;
  selected: Record<string, string[]>;
  buyNow: boolean;
  /** Link of the toast's "Go to Cart". */
  cartHref: string;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** The cart's sagas are running (app/cart-flows.ts); nothing to keep. */
    cartFlowsStarted: () => undefined,
    addToCartRequested: (_state, _action: PayloadAction<AddToCartRequested>) => undefined,
    optionsMissing: (state, action: PayloadAction<{ attributes: string[]; message: string }>) => {
      state.missingAttributes = action.payload.attributes;
      state.message = action.payload.message;
    },
    optionChosen: (state) => {
      state.missingAttributes = [];
      state.message = null;
    },
    addStarted: (state) => {
      state.addStatus = 'pending';
      state.message = null;
      state.missingAttributes = [];
    },
    addSucceeded: (state, action: PayloadAction<{ buyNow: boolean }>) => {
      state.addStatus = 'success';
      state.buyNowSucceeded = action.payload.buyNow;
      state.addsSucceeded += 1;
    },
    addFailed: (state, action: PayloadAction<{ message: string | null }>) => {
      state.addStatus = 'failed';
      state.message = action.payload.message;
    },
    addStatusReset: (state) => {
      state.addStatus = '';
    },
    buyNowHandled: (state) => {
      state.buyNowSucceeded = false;
    },
    lineQuantityChangeRequested: (_state, _action: PayloadAction<{ lineId: string; quantity: number }>) =>
      undefined,
    lineRemoveRequested: (_state, _action: PayloadAction<{ lineId: string }>) => undefined,
    lineChangeStarted: (state, action: PayloadAction<{ lineId: string }>) => {
      state.busyLines.push(action.payload.lineId);
      state.cartError = null;
    },
    lineChangeEnded: (state, action: PayloadAction<{ lineId: string; error: string | null }>) => {
      state.busyLines = state.busyLines.filter((id) => id !== action.payload.lineId);
      state.cartError = action.payload.error;
    },
  },
  selectors: {
    selectAddStatus: (state) => state.addStatus,
    selectMissingAttributes: (state) => state.missingAttributes,
    selectAddMessage: (state) => state.message,
    selectBuyNowSucceeded: (state) => state.buyNowSucceeded,
    selectAddsSucceeded: (state) => state.addsSucceeded,
    selectBusyLines: (state) => state.busyLines,
    selectCartError: (state) => state.cartError,
  },
});

export const {
  cartFlowsStarted,
  addToCartRequested,
  optionsMissing,
  optionChosen,
  addStarted,
  addSucceeded,
  addFailed,
  addStatusReset,
  buyNowHandled,
  lineQuantityChangeRequested,
  lineRemoveRequested,
  lineChangeStarted,
  lineChangeEnded,
} = cartSlice.actions;

export const {
  selectAddStatus,
  selectMissingAttributes,
  selectAddMessage,
  selectBuyNowSucceeded,
  selectAddsSucceeded,
  selectBusyLines,
  selectCartError,
} = cartSlice.selectors;
