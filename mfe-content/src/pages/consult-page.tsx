import type { RemotePageProps } from 'shared-contracts';
import { contentApi } from '../api/content-api';
import { ConsultContent, ConsultForm, consultContentRequest } from '../features/consult-form';
import { ConsultScheduler } from '../features/consult-scheduler';
import { ContentPage, prepareReads } from '../features/content-page';

/**
 * Its reads before the shell's server renders it (docs/adr/0140): the consult's content (the page
 * has no A/B blocks). The form is rendered empty, as the browser first renders it; the booking
 * calendar is the provider's and needs the browser: the server renders its loading state, which
 * keeps the calendar's height, and the provider draws into it after hydration.
 */
export const prepare = prepareReads((store) =>
  store.dispatch(contentApi.endpoints.getSpecificContent.initiate(consultContentRequest())),
);

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
