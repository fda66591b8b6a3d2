// Schemas of the API's own service calls (docs/product.md §7 and beyond): the health check, the
// sitemap's page list, the video pages, the development mailbox and the fault switch. The one
// definition the API validates and serialises with (docs/adr/0115-one-schema-per-endpoint.md).
import { Type } from 'typebox';
import { BRAND_IDS, type BrandId } from '../brands/brand-ids';
import { nullableString } from './answers';

/** rest-check: ok only when the database answers too. */
export const healthAnswer = Type.Object({ status: Type.Optional(Type.Unsafe<'ok'>({ const: 'ok' })) });
export const healthDownAnswer = Type.Object({
  status: Type.Optional(Type.Unsafe<'error'>({ const: 'error' })),
  detail: Type.Optional(Type.String()),
});

/** A brand's public pages for the sitemap. */
export const sitemapQuery = Type.Object(
  {
    brand: Type.Unsafe<BrandId>({ enum: [...BRAND_IDS] }),
    // The deployment's product word (runtime config productWord), which the shell's server sends:
    // brand slugs and routes such as /assess-{product}cele are spelled with it.
    product_word: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' })),
  },
  { additionalProperties: false },
);

/** A recommended video's page. */
export const videoParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });

/** The development mailbox of one address. */
export const devMailboxQuery = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);

/** The mail the server would have sent to that address, newest first (`code`: the one it carries). */
export const devMailboxAnswer = Type.Array(
  Type.Object(
    {
      to: Type.String(),
      subject: Type.String(),
      text: Type.String(),
      code: nullableString(),
      sent_at: Type.String(),
    },
    { additionalProperties: false },
  ),
);

/** The API fault switch (development and tests only). */
export const apiFaultBody = Type.Object(
  { mode: Type.String({ maxLength: 20 }) },
  { additionalProperties: false },
);
