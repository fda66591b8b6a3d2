import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Landing page, exposed as 'content/LandingPage' (placeholder until its feature lands). */
export default function LandingPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Landing" module="LandingPage" />;
}
