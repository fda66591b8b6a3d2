import { useEffect } from 'react';
import type { BrandId } from 'shared-contracts';
import { pageMeta } from './page-meta';

/** Sets the document title and meta description of the page while it is shown. */
export function usePageMeta(brand: BrandId, pageKey: string): void {
  useEffect(() => {
    const { title, description } = pageMeta(brand, pageKey);
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [brand, pageKey]);
}
