import { useMemo } from 'react';
import { useGetTermsQuery } from '../../api/content-api';
import { sanitizeMarkup } from '../../components/sanitize-markup';
import { useLinkBase } from '../../components/use-link-base';

/** A terms document by type (terms-condition), sanitised like all server markup. */
export function TermsDocumentView({ type }: { type: 'terms' | 'privacy' }) {
  const { data, isLoading, isError, refetch } = useGetTermsQuery(type);
  // Links to the brand's pages get its prefix, as in A/B markup.
  const linkBase = useLinkBase();
  const html = useMemo(() => (data ? sanitizeMarkup(data.content, { linkBase }) : ''), [data, linkBase]);
  if (isLoading) return <div aria-busy="true" style={{ minHeight: '20rem' }} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>This document could not be loaded.</p>
        <button type="button" onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  return (
    <section aria-labelledby={`terms-${type}`} id={type === 'privacy' ? 'privacy' : undefined}>
      <h2 id={`terms-${type}`}>{data.title}</h2>
      <p>Last updated {data.updated_at}</p>
      {/* Sanitised just above. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
