import type { BrandId, RemotePageProps } from 'shared-contracts';
import { getRuntimeConfig, hasRuntimeConfig } from 'shared-contracts';
import { contentApi } from '../api/content-api';
import { ContactForm, ContactInfoPanel } from '../features/contact-form';
import { ContentPage, prepareContentPage } from '../features/content-page';

/** The brand's contact type: its slug (stud, {product}cele, {product}celeorg, careapp). */
function contactType(brand: BrandId): string {
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : 'varico';
  return brand === 'cele' ? `${word}cele` : brand === 'celeorg' ? `${word}celeorg` : brand;
}

/**
 * Its reads before the shell's server renders it (docs/adr/0140): the blocks and the brand's
 * contact details. The form needs none: the server renders it empty, as the browser first does.
 */
export const prepare = prepareContentPage((store, { brand }) =>
  store.dispatch(contentApi.endpoints.getContactInfo.initiate(contactType(brand))),
);

/** Contact page, exposed as 'content/ContactPage': intro, contact details and the contact form. */
export default function ContactPage(props: RemotePageProps) {
  return (
    <ContentPage {...props}>
      <ContactInfoPanel contactType={contactType(props.brand)} />
      <ContactForm />
    </ContentPage>
  );
}
