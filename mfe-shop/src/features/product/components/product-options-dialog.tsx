import { useEffect, useId, useRef, useState } from 'react';
import type { CatalogueItem } from 'shared-contracts';
import { formatPrice, MESSAGES } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/modal';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  addToCartRequested,
  selectAddMessage,
  selectAddStatus,
  selectAddsSucceeded,
  missingAttributes,
  toggleChoice,
} from '../../cart/state';
import { useGetProductQuery } from '../../../api/shop-api';
import { LoadError } from '../../../components/load-error';
import { choicePrice } from '../choice-price';
import { OptionGroups } from './option-groups';
import styles from './product-options-dialog.module.css';

export interface ProductOptionsDialogProps {
  /** The card whose Add to cart opened it. */
  item: CatalogueItem;
  /** Called with false to close (Escape, backdrop, close button, or once the add succeeded). */
  onOpenChange: (open: boolean) => void;
  cartHref: string;
}

/**
 * A catalogue card's Add to cart for a product with options: the product's option buttons in the
 * shared modal (focus kept inside, Escape closes, named by the product), then the same add as the
 * product page (docs/product.md §4, §5: "Please select all options before adding to cart.", the "Item is out
 * of stock." alert, the toast with Go to Cart). It closes once the add went through, focus back on
 * the card's button. Its own chunk, fetched when the catalogue is idle.
 */
export default function ProductOptionsDialog({ item, onOpenChange, cartHref }: ProductOptionsDialogProps) {
  const dispatch = useAppDispatch();
  const product = useGetProductQuery({ productId: item.id });
  const [selected, setSelected] = useState<Record<string, string[]>>({});
  // The choice is checked here, not in the shared cart state: on a product page the info block
  // shows that state, and its groups must not light up for this dialog's product.
  const [missing, setMissing] = useState<string[]>([]);
  const status = useAppSelector(selectAddStatus);
  // Why the server refused this dialog's add, once it has tried one.
  const serverMessage = useAppSelector(selectAddMessage);
  const [tried, setTried] = useState(false);
  const added = useAppSelector(selectAddsSucceeded);
  const addedWhenOpened = useRef(added);
  const ids = useId();
  const messageId = `${ids}-message`;

  useEffect(() => {
    if (added !== addedWhenOpened.current) onOpenChange(false);
  }, [added, onOpenChange]);

  const data = product.data;
  const choose = (attribute: string, value: string, multi: boolean) => {
    setSelected((current) => toggleChoice(current, attribute, value, multi));
    setMissing([]);
  };

  let body;
  if (product.isError) {
    body = (
      <LoadError
        message="The product could not be loaded."
        onRetry={product.refetch}
        retrying={product.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <p role="status" className={styles.loading}>
        {MESSAGES.loading}
      </p>
    );
  } else {
    const { price, soldOut } = choicePrice(data, data.variants, selected);
    body = (
      <div className={styles.body}>
        <p className={styles.price}>{formatPrice(price)}</p>
        <OptionGroups
          attributes={data.attributes}
          multiSelect={data.multi_select_attributes}
          selected={selected}
          missing={missing}
          disabled={false}
          onChoose={choose}
          messageId={messageId}
          idPrefix={`${ids}-group`}
        />
        {soldOut ? <p className={styles.stock}>Out of stock</p> : null}
        <p id={messageId} className={styles.message} role="alert">
          {missing.length > 0
            ? MESSAGES.selectAllOptions
            : tried && status === 'failed'
              ? (serverMessage ?? '')
              : ''}
        </p>
        <Button
          fullWidth
          loading={status === 'pending'}
          loadingLabel="Adding to cart"
          onClick={() => {
            const stillToChoose = missingAttributes(data.attributes, selected);
            setMissing(stillToChoose);
            if (stillToChoose.length > 0) return;
            setTried(true);
            dispatch(
              addToCartRequested({
                product: { name: data.name, attributes: data.attributes, variants: data.variants },
                selected,
                buyNow: false,
                cartHref,
              }),
            );
          }}
        >
          Add to cart
        </Button>
      </div>
    );
  }

  return (
    <Modal
      title={item.title}
      description="Choose the options to add to your cart."
      size="md"
      open
      onOpenChange={onOpenChange}
    >
      {body}
    </Modal>
  );
}
