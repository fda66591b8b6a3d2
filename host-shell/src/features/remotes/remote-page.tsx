import type { RouteDef } from 'shared-contracts';
import { useBrand } from '../brand';
import { BrandErrorPage, PageSkeleton } from '../page-states';
import { failedChunkId } from './load-errors';
import { progressText } from './progress-text';
import { usePersonalPartsOpen } from './personal-parts-context';
import { useRenderScope } from './render-scope-context';
import { useRemotePage } from './use-remote-page';

interface RemotePageProps {
  route: RouteDef;
}

/**
 * Renders a route's page module from its remote: a skeleton while it loads (automatic retries
 * included), the brand's error page with Retry if it never arrives, else the page itself.
 */
export function RemotePage({ route }: RemotePageProps) {
  const { brand, brandHref } = useBrand();
  const { Component, error, loading, progress, retry } = useRemotePage(route.remote, route.module);
  const renderScope = useRenderScope();
  const personalParts = usePersonalPartsOpen();

  if (Component) {
    return (
      <Component
        brand={brand.id}
        pageKey={route.pageKey}
        brandHref={brandHref}
        {...(renderScope ? { renderScope } : {})}
        {...(personalParts ? {} : { personalParts })}
      />
    );
  }
  if (error) {
    return (
      <BrandErrorPage
        kind="remote"
        failedChunk={failedChunkId(error)}
        retry={{ onRetry: retry, retrying: loading, progressText: progressText(progress) }}
      />
    );
  }
  return <PageSkeleton label={progressText(progress)} />;
}
