import type { RemotePageProps } from 'shared-contracts';
import { contentApi, useGetTermsQuery } from '../api/content-api';
import { ContentPage, prepareContentPage } from '../features/content-page';
import { TermsDocumentView } from '../features/terms';

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
