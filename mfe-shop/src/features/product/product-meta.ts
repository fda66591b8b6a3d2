// The product page's title and description in the tab. Its Product JSON-LD is written by the
// shell's server into the first HTML (host-shell/src/server/page-head json-ld.ts, docs/adr/0130).
import { useEffect } from 'react';

/** Sets the document title and meta description while the page is shown, and puts them back after. */
export function useDocumentMeta(title: string | null, description: string | null) {
  useEffect(() => {
    if (title === null) return undefined;
    const previousTitle = document.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previousDescription = meta.content;
    document.title = title;
    meta.content = description ?? '';
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}
