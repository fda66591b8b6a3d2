import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page';

/** Its reads before the shell's server renders it (docs/adr/0140). */
export { prepareContent as prepare } from '../features/content-page';

/** Specialist interview page, exposed as 'content/InterviewPage': its A/B blocks. */
export default function InterviewPage(props: RemotePageProps) {
  return <ContentPage {...props} reserve={1} />;
}
