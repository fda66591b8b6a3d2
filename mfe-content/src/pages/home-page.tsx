import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Home page, exposed as 'content/HomePage' (placeholder until its feature lands). */
export default function HomePage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Home" module="HomePage" />;
}
