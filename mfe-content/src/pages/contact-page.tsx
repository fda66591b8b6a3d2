import type { RemotePageProps } from 'shared-contracts';
import { getRuntimeConfig, hasRuntimeConfig } from 'shared-contracts';
import { ContactForm, ContactInfoPanel } from '../features/contact-form';
import { ContentPage } from '../features/content-page';

/** The brand's contact type: its slug (stud, {product}cele, {product}celeorg, careapp). */
function contactType(brand: RemotePageProps['brand']): string {
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : 'varico';
  return brand === 'cele' ? `${word}cele` : brand === 'celeorg' ? `${word}celeorg` : brand;
}

/** Contact page, exposed as 'content/ContactPage': intro, contact details and the contact form. */
export default function ContactPage(props: RemotePageProps) {
  return (
    <ContentPage {...props}>
      <ContactInfoPanel contactType={contactType(props.brand)} />
      <ContactForm />
    </ContentPage>
  );
}
