import { useDeferredValue, type ReactNode } from 'react';
import type { BrandId } from 'shared-contracts';
import { useGetPageContentQuery } from '../../../api/content-api';
import { useEditorOverlay } from '../editor-overlay';
import { AbBlockView } from './ab-block-view';
import styles from './ab-content.module.css';

export interface ContentBlocksProps {
  brand: BrandId;
  /** Page key of the route (`home`, `assess-pain` ...). */
  page: string;
  /** Blocks whose space is kept while loading (about what the page usually shows). */
  reserve?: number;
  /**
   * The page's own parts below the blocks, shown once the blocks are (or failed): shown earlier,
   * they would be pushed down when the blocks replace their reserved space (a layout shift).
   */
  children?: ReactNode;
}

/** The A/B blocks of a page, in order; their space is kept while they load so nothing jumps. */
export function ContentBlocks({ brand, page, reserve = 1, children }: ContentBlocksProps) {
  const overlay = useEditorOverlay();
  const { data, isLoading, isError, refetch } = useGetPageContentQuery({ brand, page });
  // The blocks (markup sanitised as they render) first render in the background, in slices that
  // yield to the browser, instead of one long task when the content arrives; the reserved space
  // stays until then.
  const shown = useDeferredValue(data);
  if (isLoading || (data && !shown))
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading content">
        {Array.from({ length: reserve }, (_, index) => (
          <div key={index} className={styles.skeleton} />
        ))}
      </div>
    );
  if (isError || !shown)
    return (
      <>
        <div className={styles.failed} role="alert">
          <p>This content could not be loaded.</p>
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            Retry
          </button>
        </div>
        {children}
      </>
    );
  return (
    <>
      <div className={styles.blocks}>
        {shown.map((block) => (
          <AbBlockView key={block.identifier} block={block} overlay={overlay} />
        ))}
      </div>
      {children}
    </>
  );
}
