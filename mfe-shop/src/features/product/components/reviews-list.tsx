import { useState } from 'react';
import type { Review } from 'shared-contracts';
import { CONSTANTS, MESSAGES } from 'shared-contracts';
import styles from './reviews-list.module.css';

function ReviewItem({ review }: { review: Review }) {
  const [expanded, setExpanded] = useState(false);
  const long = review.content.length > CONSTANTS.reviewPreviewChars;
  const text =
    long && !expanded ? `${review.content.slice(0, CONSTANTS.reviewPreviewChars)}...` : review.content;
  return (
    <li className={styles.review}>
      <h3 className={styles.reviewTitle}>{review.title}</h3>
      <p className={styles.meta}>
        <span className={styles.name}>{review.full_name}</span>
        {review.is_verified ? <span className={styles.badge}>{MESSAGES.verifiedCustomer}</span> : null}
        <span className={styles.stars} role="img" aria-label={`${review.review_stars} out of 5 stars`}>
          {'★'.repeat(review.review_stars)}
          {'☆'.repeat(5 - review.review_stars)}
        </span>
      </p>
      <p className={styles.content}>{text}</p>
      {long && !expanded ? (
        <button type="button" className={styles.more} onClick={() => setExpanded(true)}>
          {MESSAGES.seeMore}
        </button>
      ) : null}
    </li>
  );
}

/**
 * Customer reviews (docs/product.md §2 widget 5): name, Verified customer badge, stars, text cut at
 * 500 characters.
 */
export function ReviewsList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className={styles.section}>
      <h2 id="reviews-title" className={styles.title}>
        Reviews ({reviews.length})
      </h2>
      <ul className={styles.list}>
        {reviews.map((review, index) => (
          <ReviewItem key={`${review.full_name}-${index}`} review={review} />
        ))}
      </ul>
    </section>
  );
}
