import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '../../contracts';
import { encodeKeptJson, sendEncoded, type EncodedAnswer } from '../../http/encoded-answer';
import { countryParams } from 'shared-contracts/schemas';
import { countryList, isKnownCountry, subdivisionsOf } from './countries';

const REUSE = { cacheControl: 'public, max-age=86400' };

/**
 * countries-list and sub-division/{countryCode}: public, and the same for everyone. Each answer is
 * encoded once and kept compressed: the country list is 25 KB as text and 4.6 KB with brotli,
 * and the checkout's address form waits for it on a phone's network.
 */
export const countriesRoutes: FastifyPluginCallback = (app, _options, done) => {
  let countries: EncodedAnswer | null = null;
  // One entry per known country at most (unknown codes are answered 404 before this).
  const subdivisions = new Map<string, EncodedAnswer>();

  app.get(endpoints.checkout.countriesList, (request, reply) => {
    countries ??= encodeKeptJson(countryList());
    return sendEncoded(request, reply, countries, REUSE);
  });

  app.get<{ Params: { id: string } }>(
    // The contract's builder encodes its argument, so the route's :id is put in after.
    endpoints.checkout.subDivision('ID').replace('ID', ':id'),
    { schema: { params: countryParams } },
    (request, reply) => {
      const code = request.params.id.toUpperCase();
      if (!isKnownCountry(code)) return reply.code(404).send({ detail: 'Country not found.' });
      let answer = subdivisions.get(code);
      if (!answer) {
        answer = encodeKeptJson(subdivisionsOf(code));
        subdivisions.set(code, answer);
      }
      return sendEncoded(request, reply, answer, REUSE);
    },
  );
  done();
};
