import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page';

/** Its reads before the shell's server renders it (docs/adr/0140). */
export { prepareContent as prepare } from '../features/content-page';

/** About page, exposed as 'content/AboutPage': its A/B blocks. */
export default function AboutPage(props: RemotePageProps) {
  return <ContentPage {...props} reserve={1} />;
}
