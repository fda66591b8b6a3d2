import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page';

/** Its reads before the shell's server renders it (docs/adr/0140). */
export { prepareContent as prepare } from '../features/content-page';

/** Consult success page, exposed as 'content/ConsultSuccessPage': its A/B blocks. */
export default function ConsultSuccessPage(props: RemotePageProps) {
  return <ContentPage {...props} reserve={1} />;
}
