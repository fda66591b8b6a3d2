import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** About page, exposed as 'content/AboutPage' (placeholder until its feature lands). */
export default function AboutPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="About" module="AboutPage" />;
}
