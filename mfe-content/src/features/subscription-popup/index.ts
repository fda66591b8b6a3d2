// The subscription popup's public entry: the popup a content page offers.
export { SubscriptionPopup } from './subscription-popup';
