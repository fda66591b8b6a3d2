import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page';

/** Specialists support page, exposed as 'content/SpecialistsSupportPage': its A/B blocks. */
export default function SpecialistsSupportPage(props: RemotePageProps) {
  return <ContentPage {...props} reserve={1} />;
}
