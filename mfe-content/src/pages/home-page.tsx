import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Home page, exposed as 'content/HomePage' (placeholder until its feature lands). */
export default function HomePage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Home" module="HomePage" />;
}
