// Constants, messages, formatting and validation (docs/product.md §5, §8, §9). Re-exported by the
// package's entry (../index.ts).

export type { ChartSize } from './constants';
export { CONSTANTS, CHART_SIZES, slidesPerView } from './constants';
export type { ShopCatalogueKey, ShopBrandId } from './shop-catalogue';
export { SHOP_CATEGORY_IDS, shopCategoryId, inchesToCentimetres } from './shop-catalogue';
export type { ChatFileType } from './chat';
export { CHAT_FILE_TYPES, CHAT_LIMITS, CHAT_CLOSE_CODES, isChatFileType } from './chat';
export type { MessageKey } from './messages';
export { MESSAGES, chunkLoadFailedMessage } from './messages';
export {
  formatPrice,
  itemLabel,
  secureCheckoutTitle,
  truncateText,
  truncateTitle,
  isLongProductName,
} from './format';
export type { ConsultGrade } from './validation';
export {
  EMAIL_PATTERN,
  isValidEmail,
  CONSULT_GRADES,
  consultGradeField,
  consultSymptoms,
} from './validation';
