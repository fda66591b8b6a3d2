// The thank-you page's and the order history's views, and the reads they make.
export { OrderHistoryView } from './components/order-history-view';
export { ThankYouView } from './components/thank-you-view';
export type { OrdersViewProps } from './components/continue-link';
