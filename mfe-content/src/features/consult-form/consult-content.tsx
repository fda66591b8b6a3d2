import { getRuntimeConfig, hasRuntimeConfig, type AbContentRequest } from 'shared-contracts';
import { useGetSpecificContentQuery } from '../../api/content-api';
import { AbBlockView, useEditorOverlay } from '../ab-content';

/** The consult page's content: project_type `${word}cele`, content_type consult (the page's prepare reads it too). */
export function consultContentRequest(): AbContentRequest {
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : 'varico';
  return { project_type: `${word}cele`, content_type: 'consult' };
}

/** The consult page's A/B content, fetched by project_type and content_type consult. */
export function ConsultContent() {
  const overlay = useEditorOverlay();
  const { data, isError } = useGetSpecificContentQuery(consultContentRequest());
  if (isError) return <h1>Book a consult</h1>;
  if (!data) return <div aria-busy="true" style={{ minHeight: '12rem' }} />;
  return <AbBlockView block={data} overlay={overlay} />;
}
