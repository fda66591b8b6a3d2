import { useGetContactInfoQuery } from '../../api/content-api';

/** The brand's contact details (contact-info by contact_type); space kept while loading. */
export function ContactInfoPanel({ contactType }: { contactType: string }) {
  const { data, isError } = useGetContactInfoQuery(contactType);
  if (isError) return null;
  return (
    <section aria-label="Contact details" style={{ minHeight: '7rem' }}>
      {data ? (
        <>
          <h2>{data.title}</h2>
          <p>
            Email: <a href={`mailto:${data.email}`}>{data.email}</a>
          </p>
          {data.phone ? (
            <p>
              Phone: <a href={`tel:${data.phone.replace(/\s+/g, '')}`}>{data.phone}</a>
            </p>
          ) : null}
          {data.hours ? <p>{data.hours}</p> : null}
        </>
      ) : null}
    </section>
  );
}
