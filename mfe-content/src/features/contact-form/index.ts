// The contact feature's public entry: the contact page's form and its contact details.
export { ContactForm } from './contact-form';
export { ContactInfoPanel } from './contact-info';
