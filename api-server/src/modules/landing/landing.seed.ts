import { productWordOr } from '../../contracts';
import type {
  ContactInfo,
  CustomerInteractionTemplate,
  EmailDomainTemplate,
  SubscribePopupUrl,
  TermsDocument,
} from '../../contracts';
import type { Queryable } from '../../db/database';

const cele = `${productWordOr()}cele`;

const contact = (contact_type: string, title: string, email: string, phone: string | null): ContactInfo => ({
  contact_type,
  title,
  email,
  phone,
  hours: 'Monday to Friday, 9:00 to 17:00 Eastern Time',
  address: null,
});

/** Contact information by contact_type: one per brand, plus the general support desk. */
export const CONTACT_INFO: readonly ContactInfo[] = [
  contact('support', 'Customer support', 'support@example.com', '+1 555 010 0100'),
  contact('stud', 'stud support', 'hello@stud.example.com', '+1 555 010 0101'),
  contact(cele, `${cele} care team`, `care@${cele}.example.com`, '+1 555 010 0102'),
  contact(`${cele}org`, 'Editorial team', `editors@${cele}org.example.com`, null),
  contact('careapp', 'CareApp help', 'help@careapp.example.com', null),
];

const section = (heading: string, text: string) => `<h2>${heading}</h2><p>${text}</p>`;

/** Terms by type. */
export const TERMS: readonly TermsDocument[] = [
  {
    type: 'terms',
    updated_at: '2026-11-01',
    title: 'Terms of Service',
    content: [
      section(
        'Using this site',
        'You may browse, order and use our services for your own, non-commercial use.',
      ),
      section(
        'Health information',
        'Content and chat answers are for information only and do not replace a consultation with a doctor.',
      ),
      section(
        'Orders and payment',
        'Prices are shown in US dollars. An order is accepted when we confirm it by email.',
      ),
      section(
        'Shipping and returns',
        'Free shipping in 3-5 business days to the US and Canada; 9-15 business days worldwide. Unworn items may be returned within 30 days.',
      ),
      section('Changes', 'We may update these terms; the date of the last change is shown on this page.'),
    ].join(''),
  },
  {
    type: 'privacy',
    updated_at: '2026-11-01',
    title: 'Privacy Policy',
    content: [
      section(
        'What we collect',
        'Your contact details, orders, answers to assessments and messages you send us.',
      ),
      section('Why', 'To deliver orders, answer you, and improve the site. We never sell your data.'),
      section('Your choices', 'You can unsubscribe from emails at any time and ask us to delete your data.'),
    ].join(''),
  },
];

/** Pages on which the subscription popup may open. */
export const POPUP_URLS: readonly SubscribePopupUrl[] = [
  { brand: 'stud', path: '/' },
  { brand: 'stud', path: '/about' },
  { brand: 'stud', path: '/discount' },
  { brand: 'cele', path: '/' },
  { brand: 'cele', path: '/treatments' },
  { brand: 'cele', path: '/reviews' },
  { brand: 'celeorg', path: '/' },
];

/** Templates of the subscription popup and its success message. */
export const TEMPLATES: readonly CustomerInteractionTemplate[] = [
  {
    template_name: 'subscribe_popup',
    identifier: 'newsletter-popup',
    title: 'Get 10 percent off your first order',
    content:
      '<p>Join our emails for care tips, new products and members-only offers. Unsubscribe at any time.</p>',
    button_label: 'Subscribe',
  },
  {
    template_name: 'subscribe_success',
    identifier: 'newsletter-popup',
    title: 'Check your email',
    content:
      '<p>Thank you! We have sent you an email: open its link and say yes to confirm your subscription. Your code follows.</p>',
    button_label: null,
  },
];

/** Where to read mail of common domains, shown after a subscription or a one-time code. */
export const EMAIL_DOMAINS: readonly EmailDomainTemplate[] = [
  {
    email_domains: 'gmail.com',
    content: '<p><a href="https://mail.google.com/">Open Gmail</a> to find our email.</p>',
  },
  {
    email_domains: 'outlook.com',
    content: '<p><a href="https://outlook.live.com/mail/">Open Outlook</a> to find our email.</p>',
  },
  {
    email_domains: 'yahoo.com',
    content: '<p><a href="https://mail.yahoo.com/">Open Yahoo Mail</a> to find our email.</p>',
  },
];

/** Inserts the landing documents that are missing; changed ones stay. */
export async function seedLanding(db: Queryable): Promise<void> {
  const documents: [kind: string, key: string, data: unknown][] = [
    ...CONTACT_INFO.map((info) => ['contact', info.contact_type, info] as [string, string, unknown]),
    ...TERMS.map((terms) => ['terms', terms.type, terms] as [string, string, unknown]),
    ...TEMPLATES.map(
      (template) => ['template', template.template_name, template] as [string, string, unknown],
    ),
    ...EMAIL_DOMAINS.map(
      (domain) => ['email-domain', domain.email_domains, domain] as [string, string, unknown],
    ),
    ['popup-urls', 'all', POPUP_URLS],
  ];
  await db.query(
    `insert into landing_documents (kind, key, data)
     select kind, key, data from jsonb_to_recordset($1::jsonb) as d(kind text, key text, data jsonb)
     on conflict do nothing`,
    [JSON.stringify(documents.map(([kind, key, data]) => ({ kind, key, data })))],
  );
}
