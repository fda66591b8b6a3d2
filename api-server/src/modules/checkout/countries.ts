import { countries } from 'countries-list';
import { getCountry, getTimezone } from 'countries-and-timezones';
import iso3166 from 'iso-3166-2';
import type { Country, Subdivision } from '../../contracts';

// Country data comes from kept packages, never a hand-typed table: names and dial codes from
// countries-list, each country's main time zone from countries-and-timezones, states and
// provinces from iso-3166-2.

/**
 * A country's time zone and its UTC offset. The package lists a country's zones alphabetically
 * and names no main one, so the first is taken: stable, if not always the capital's.
 */
function mainTimezone(code: string): { timezone: string; utc: string } {
  const name = getCountry(code)?.timezones[0];
  const zone = name ? getTimezone(name) : null;
  return zone ? { timezone: zone.name, utc: `UTC${zone.utcOffsetStr}` } : { timezone: '', utc: '' };
}

let cachedCountries: Country[] | null = null;

/** Every country (about 250), sorted by name, with its main time zone and dial code. */
export function countryList(): Country[] {
  if (cachedCountries) return cachedCountries;
  cachedCountries = Object.entries(countries)
    .map(([code, data]) => ({
      name: data.name,
      code,
      ...mainTimezone(code),
      mobileCode: data.phone[0] === undefined ? '' : `+${data.phone[0]}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cachedCountries;
}

/** Whether `code` is a country of the list (ISO 3166-1 alpha-2, upper case). */
export function isKnownCountry(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(countries, code);
}

/** The states or provinces of a country, by name; empty for a country without any (or unknown). */
export function subdivisionsOf(countryCode: string): Subdivision[] {
  const data = iso3166.country(countryCode.toUpperCase());
  if (!data) return [];
  return Object.entries(data.sub)
    .map(([code, sub]) => ({ code, name: sub.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
