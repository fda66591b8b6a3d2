import type { RemotePageProps } from 'shared-contracts';
import { ConsultForm } from '../features/consult-form/consult-form';
import { ConsultContent } from '../features/consult-form/consult-content';
import { ContentPage } from '../features/content-page/content-page';

/**
 * Consult page, exposed as 'content/ConsultPage': content of type consult (with its scheduling
 * script) and the consultation form, which stays usable when the scheduler cannot load.
 */
export default function ConsultPage(props: RemotePageProps) {
  return (
    <ContentPage {...props} withoutBlocks>
      <ConsultContent />
      <ConsultForm />
    </ContentPage>
  );
}
