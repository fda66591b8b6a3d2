import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page';

/** Our specialist page, exposed as 'content/SpecialistPage': its A/B blocks. */
export default function SpecialistPage(props: RemotePageProps) {
  return <ContentPage {...props} reserve={1} />;
}
