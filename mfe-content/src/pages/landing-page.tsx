import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page';

/** Its reads before the shell's server renders it (docs/adr/0140). */
export { prepareContent as prepare } from '../features/content-page';

/** Landing page (/100tt), exposed as 'content/LandingPage': its A/B blocks. */
export default function LandingPage(props: RemotePageProps) {
  return <ContentPage {...props} reserve={1} />;
}
