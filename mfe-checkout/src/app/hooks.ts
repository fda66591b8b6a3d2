import { useDispatch, useSelector } from 'react-redux';
import type { CheckoutDispatch, CheckoutState } from './store';

export const useCheckoutDispatch = useDispatch.withTypes<CheckoutDispatch>();
export const useCheckoutSelector = useSelector.withTypes<CheckoutState>();
