import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page';

/** Its reads before the shell's server renders it (docs/adr/0140). */
export { prepareContent as prepare } from '../features/content-page';

/** Specialists support page, exposed as 'content/SpecialistsSupportPage': its A/B blocks. */
export default function SpecialistsSupportPage(props: RemotePageProps) {
  return <ContentPage {...props} reserve={1} />;
}
