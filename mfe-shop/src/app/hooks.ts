import { useDispatch, useSelector } from 'react-redux';
import type { ShopDispatch, ShopState } from './store';

export const useShopDispatch = useDispatch.withTypes<ShopDispatch>();
export const useShopSelector = useSelector.withTypes<ShopState>();
