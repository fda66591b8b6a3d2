import type { RemotePageProps } from 'shared-contracts';
import { ContentPage } from '../features/content-page';

/** Home page, exposed as 'content/HomePage': its A/B blocks. */
export default function HomePage(props: RemotePageProps) {
  return <ContentPage {...props} reserve={3} />;
}
