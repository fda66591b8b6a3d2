import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { BrandId } from 'shared-contracts';
import { errorStatus } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useGetBlockForEditingQuery } from '../../api/content-api';
import { backToPage } from './back-to-page';
import styles from './ab-editor.module.css';
import { VariantEditor } from './variant-editor';

function failureText(error: unknown, identifier: string): string {
  const status = errorStatus(error);
  if (status === 404) return `There is no A/B content named "${identifier}".`;
  if (status === 403) return 'Only editors and admins can edit A/B content.';
  return 'The content could not be loaded. Please try again.';
}

/**
 * The A/B content editor (ADR 0031), where the overlay's Edit link leads: every variant of
 * one block with its markup, script and a preview, each saved on its own, and a way back to the
 * page. The shell lets only editors and admins in; the API checks the same on every call.
 */
export function AbContentEditor({ brand }: { brand: BrandId }) {
  const { identifier = '' } = useParams();
  // Router state is untyped: backToPage checks what it holds.
  const state: unknown = useLocation().state;
  const query = useGetBlockForEditingQuery(identifier, { skip: !identifier });
  const block = query.data;
  const back = backToPage(state, block, brand);

  useEffect(() => {
    document.title = block ? `Edit A/B content: ${block.name}` : 'Edit A/B content';
  }, [block]);

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={back}>Back to the page</Link>
      </p>
      <h1>Edit A/B content</h1>
      {query.isLoading ? (
        <p role="status" aria-busy="true">
          Loading the variants…
        </p>
      ) : query.isError || !block ? (
        <div className={styles.failure}>
          <p role="alert">{failureText(query.error, identifier)}</p>
          {errorStatus(query.error) === 404 ? null : (
            <Button type="button" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className={styles.summary}>
            <strong>{block.name}</strong> (<code>{block.identifier}</code>), {block.variants.length}{' '}
            {block.variants.length === 1 ? 'variant' : 'variants'}. Visitors keep the variant they were given;
            a saved change shows to them on their next visit to the page.
          </p>
          {block.variants.map((variant) => (
            <VariantEditor key={variant.variant} identifier={block.identifier} source={variant} />
          ))}
        </>
      )}
    </div>
  );
}
