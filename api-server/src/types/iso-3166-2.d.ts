// iso-3166-2 ships no types: the part of its API this server uses.
declare module 'iso-3166-2' {
  interface SubdivisionData {
    type: string;
    name: string;
  }
  interface CountryData {
    name: string;
    sub: Record<string, SubdivisionData>;
  }
  const iso3166: {
    /** A country by ISO 3166-1 alpha-2 code, or null when unknown. */
    country(code: string): CountryData | null;
  };
  export default iso3166;
}
