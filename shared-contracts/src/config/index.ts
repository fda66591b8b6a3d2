// The runtime config and the product word. Re-exported by the package's entry (../index.ts).

export { DEFAULT_PRODUCT_WORD, productWordOr } from './product-word';
export type { PaymentKeys, RuntimeConfig, SchedulerConfig, SchedulerProvider } from './runtime-config';
export {
  setRuntimeConfig,
  getRuntimeConfig,
  hasRuntimeConfig,
  resetRuntimeConfig,
  isGoogleSignInEnabled,
  SCHEDULER_PROVIDERS,
} from './runtime-config';
export type { DefaultRuntimeConfigOptions } from './default-runtime-config';
export { defaultRuntimeConfig, DEFAULT_PORTS } from './default-runtime-config';
