import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page';

/** Consult success page, exposed as 'content/ConsultSuccessPage': its A/B blocks. */
export default function ConsultSuccessPage(props: RemotePageProps) {
  return <ContentPage {...props} reserve={1} />;
}
