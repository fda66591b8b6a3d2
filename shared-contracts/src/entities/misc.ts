// docs/product.md §3: communications, templates, promo codes, vouchers and orders.
// docs/product.md §3 gives few fields for these ("further field lists not shown"); fields beyond it are ours.
import type { Money } from './product';

/** Manage-communications data: a hash identifying the recipient and the opt-in flag. */
export interface CommunicationsData {
  i_hash: string;
  check: boolean;
}

/** A customer-interaction template (e.g. the subscription popup), fetched by `template_name`. */
export interface CustomerInteractionTemplate {
  template_name: string;
  /** Markup of the template. */
  content: string;
  /** Identifier the subscription form sends with the email. */
  identifier?: string;
  /** Heading of the popup. */
  title?: string;
  /** Label of the submit button, when the template has a form. */
  button_label?: string | null;
}

/** A template chosen by the email's domain (`email_domains`). */
export interface EmailDomainTemplate {
  email_domains: string;
  content: string;
}

/** Which contact information a page asks for (`contact_type`), e.g. 'stud' or 'careapp'. */
export type ContactType = string;

/** A promo code as the shopper enters it. */
export interface PromoCode {
  promoCode: string;
}

/** A voucher assigned to a checkout or user. */
export interface Voucher {
  code: string;
  discount?: Money | null;
}

/** A line of a past order. */
export interface OrderLine {
  productName: string;
  variantName: string;
  quantity: number;
  unitPrice: Money;
  thumbnail?: string | null;
}

/** A past order (order history). */
export interface Order {
  id: string;
  number: string;
  /** ISO date-time. */
  created: string;
  status: string;
  total: Money;
  lines: OrderLine[];
}
