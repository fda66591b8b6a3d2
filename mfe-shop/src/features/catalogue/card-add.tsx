import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { CatalogueItem } from 'shared-contracts';
import { whenIdle } from 'shared-contracts';
import { useAppDispatch } from '../../app/hooks';
import { addToCartRequested } from '../cart/state';

// The option dialog of cards with options is its own chunk (the modal and its Radix parts), fetched
// once the page is idle; a tap before then opens it when the chunk arrives.
const loadOptionsDialog = () => import('../product/components/product-options-dialog');
const ProductOptionsDialog = lazy(loadOptionsDialog);

/**
 * A card's Add to cart (phones): a product with one variant is added at once (the server checks
 * the stock); one with options opens their choice in a dialog. Returns the cards' handler and the
 * dialog, to render once on the page.
 */
export function useCardAdd(brandHref: (path: string) => string): {
  addCard: (item: CatalogueItem) => void;
  dialog: ReactNode;
} {
  const dispatch = useAppDispatch();
  // The card whose options are being chosen in the dialog.
  const [choosing, setChoosing] = useState<CatalogueItem | null>(null);
  const closeDialog = useCallback((open: boolean) => {
    if (!open) setChoosing(null);
  }, []);

  useEffect(() => whenIdle(() => void loadOptionsDialog()), []);

  const addCard = (item: CatalogueItem) => {
    if (!item.variant_id) {
      setChoosing(item);
      return;
    }
    dispatch(
      addToCartRequested({
        product: {
          name: item.title,
          attributes: {},
          variants: [
            {
              id: item.variant_id,
              quantity: 1,
              name: item.title,
              attributes: [],
              product: { name: item.title },
              pricing: { price: { net: { amount: item.price } } },
              media: [],
            },
          ],
        },
        selected: {},
        buyNow: false,
        cartHref: brandHref('/cart'),
      }),
    );
  };

  const dialog = choosing ? (
    <Suspense fallback={null}>
      <ProductOptionsDialog item={choosing} onOpenChange={closeDialog} cartHref={brandHref('/cart')} />
    </Suspense>
  ) : null;
  return { addCard, dialog };
}
