import type { RemotePageProps } from 'shared-contracts';
import { ConsultContent, ConsultForm } from '../features/consult-form';
import { ConsultScheduler } from '../features/consult-scheduler';
import { ContentPage } from '../features/content-page';

/**
 * Consult page, exposed as 'content/ConsultPage': content of type consult, the deployment's
 * booking calendar when its runtime config names a scheduling provider, and the consultation
 * form, which is the way to ask for a consult without one or when the provider cannot load.
 */
export default function ConsultPage(props: RemotePageProps) {
  return (
    <ContentPage {...props} withoutBlocks>
      <ConsultContent />
      <ConsultScheduler />
      <ConsultForm />
    </ContentPage>
  );
}
