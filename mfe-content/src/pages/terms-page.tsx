import type { RemotePageProps } from 'shared-contracts';
import { useGetTermsQuery } from '../api/content-api';
import { ContentPage } from '../features/content-page/content-page';
import { prepareContentPage } from '../features/content-page/prepare-content-page';
import { TermsDocumentView } from '../features/terms/terms-document';
import { contentApi } from '../api/content-api';

/** Asks for both documents when the page mounts; they show below the A/B blocks, once those are. */
function TermsReads() {
  useGetTermsQuery('terms');
  useGetTermsQuery('privacy');
  return null;
}

/** Its reads before the shell's server renders it (docs/adr/0140): the blocks and both documents. */
export const prepare = prepareContentPage(
  (store) => store.dispatch(contentApi.endpoints.getTerms.initiate('terms')),
  (store) => store.dispatch(contentApi.endpoints.getTerms.initiate('privacy')),
);

/** Terms page, exposed as 'content/TermsPage': the terms of service and the privacy policy. */
export default function TermsPage(props: RemotePageProps) {
  return (
    <ContentPage {...props} reads={<TermsReads />}>
      <TermsDocumentView type="terms" />
      <TermsDocumentView type="privacy" />
    </ContentPage>
  );
}
