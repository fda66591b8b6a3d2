// Request schemas of the landing calls (docs/product.md §7), the one definition the API validates with and
// the remotes' request types derive from (docs/adr/0115-one-schema-per-endpoint.md). The contact
// and consultation form's schema depends on the deployment's product word: content.ts makes it.
import { Type } from 'typebox';
import { EMAIL_PATTERN } from '../constants/validation';

/** A document key or subscription identifier: lower-case letters, digits, `.`, `_` and `-`. */
const key = Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9._-]+$' });

export const subscribeBody = Type.Object(
  { email: Type.String({ maxLength: 254, pattern: EMAIL_PATTERN.source }), identifier: key },
  { additionalProperties: false },
);

export const contactInfoQuery = Type.Object({ contact_type: key });
export const termsQuery = Type.Object({ type: key });
export const templateQuery = Type.Object({ template_name: key });
export const emailDomainsQuery = Type.Object({
  email_domains: Type.String({ minLength: 1, maxLength: 254, pattern: '^[A-Za-z0-9.-]+$' }),
});
