// The consult scheduler's public entry: the provider's booking embed; `forgetProviderScripts`
// lets a test load the provider's script again.
export { ConsultScheduler } from './consult-scheduler';
export { forgetProviderScripts } from './load-provider-script';
