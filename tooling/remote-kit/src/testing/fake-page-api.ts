import { fakeApi, sentRequestOf, type FakeAnswer, type SentRequest } from 'shared-contracts/testing';

/** What a page's API answers a request: at once, later (a promise), or nothing for 404. */
export type PageAnswer = (request: SentRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

const NOT_FOUND: FakeAnswer = { status: 404, data: { detail: 'Not found.' } };

/**
 * The one fake API at the HTTP edge as a page test reads it (docs/adr/0004): `answer` sees each
 * request as a {@link SentRequest} and says what the API replies, 404 "Not found." when it says
 * nothing, as the API answers an unknown route; `requests` lists what the page sent. The client,
 * store, RTK Query, sagas and router around it are the real ones.
 */
export function fakePageApi(answer: PageAnswer) {
  const api = fakeApi(async (config) => (await answer(sentRequestOf(config))) ?? NOT_FOUND);
  return {
    client: api.client,
    get requests(): SentRequest[] {
      return api.requests.map(sentRequestOf);
    },
  };
}

export type FakePageApi = ReturnType<typeof fakePageApi>;
