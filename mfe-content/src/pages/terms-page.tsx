import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page/content-page';
import { TermsDocumentView } from '../features/terms/terms-document';

/** Terms page, exposed as 'content/TermsPage': the terms of service and the privacy policy. */
export default function TermsPage(props: RemotePageProps) {
  return (
    <ContentPage {...props}>
      <TermsDocumentView type="terms" />
      <TermsDocumentView type="privacy" />
    </ContentPage>
  );
}
