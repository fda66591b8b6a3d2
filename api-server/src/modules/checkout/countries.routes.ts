import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '../../contracts';
import { countryParams } from './checkout.schemas';
import { countryList, isKnownCountry, subdivisionsOf } from './countries';

/** countries-list and sub-division/{countryCode}: public, and the same for everyone. */
export const countriesRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get(endpoints.checkout.countriesList, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return countryList();
  });

  app.get<{ Params: { id: string } }>(
    // The contract's builder encodes its argument, so the route's :id is put in after.
    endpoints.checkout.subDivision('ID').replace('ID', ':id'),
    { schema: { params: countryParams } },
    async (request, reply) => {
      const code = request.params.id.toUpperCase();
      if (!isKnownCountry(code)) return reply.code(404).send({ detail: 'Country not found.' });
      reply.header('cache-control', 'public, max-age=86400');
      return subdivisionsOf(code);
    },
  );
  done();
};
