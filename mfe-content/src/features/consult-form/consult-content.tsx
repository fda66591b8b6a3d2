import { useLocation } from 'react-router-dom';
import { getRuntimeConfig, hasRuntimeConfig } from 'shared-contracts';
import { useGetSpecificContentQuery } from '../ab-content/api/content-api';
import { AbBlockView } from '../ab-content/components/ab-block-view';
import { isAbTestPath, isEditor } from '../ab-content/editor-overlay';

/** The consult page's A/B content, fetched by project_type and content_type consult. */
export function ConsultContent() {
  const { pathname } = useLocation();
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : 'varico';
  const { data, isError } = useGetSpecificContentQuery({
    project_type: `${word}cele`,
    content_type: 'consult',
  });
  if (isError) return <h1>Book a consult</h1>;
  if (!data) return <div aria-busy="true" style={{ minHeight: '12rem' }} />;
  return <AbBlockView block={data} overlay={isAbTestPath(pathname) && isEditor()} />;
}
