import type { RemotePageProps } from 'shared-contracts';
import { ContentProviders } from '../app/content-providers';
import { AbContentEditor } from '../features/ab-editor';

/**
 * The A/B content editor, exposed as 'content/AbContentEditorPage' at
 * /admin/ab-content/:identifier (editors and admins; the shell's `editor` guard).
 */
export default function AbContentEditorPage({ brand }: RemotePageProps) {
  return (
    <ContentProviders>
      <AbContentEditor brand={brand} />
    </ContentProviders>
  );
}
