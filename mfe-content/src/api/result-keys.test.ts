import { ASSESSMENT_KEYS_HEADER, endpoints } from 'shared-contracts';
import { createContentStore } from '../app/store';
import { fakeApi } from '../testing/content-test-kit';
import { contentApi } from './content-api';
import { rememberResultKey, resultKeys } from './result-keys';

const KEY = 'k'.repeat(43);
const RESULT = {
  id: 'r1',
  assessment: 'cele',
  score: 3,
  max_score: 14,
  result_level: 'low',
  summary: 'Low.',
  created_at: '2026-11-26T10:00:00.000Z',
};

beforeEach(() => localStorage.clear());

describe('the keys of anonymous assessment results', () => {
  it('are kept from the submission and sent when the results are listed, not the visitor id alone', async () => {
    const api = fakeApi((request) => {
      if (request.url !== endpoints.landing.submitAssess()) return undefined;
      return request.method === 'POST'
        ? { status: 201, data: { data: { ...RESULT, result_key: KEY } } }
        : { status: 200, data: { data: [RESULT] } };
    });
    const store = createContentStore(api.client);
    const listedBefore = await store.dispatch(contentApi.endpoints.listAssessments.initiate());
    expect(listedBefore.data).toEqual([RESULT]);
    expect(api.requests[0]?.headers).not.toHaveProperty(ASSESSMENT_KEYS_HEADER);

    await store.dispatch(
      contentApi.endpoints.submitAssessment.initiate({ assessment: 'cele', answers: { swelling: '0' } }),
    );
    expect(resultKeys()).toEqual([KEY]);
    // The submission invalidated the list: it is read again, with the key.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reads = api.requests.filter((request) => request.method === 'GET');
    expect(reads.at(-1)?.headers).toMatchObject({ [ASSESSMENT_KEYS_HEADER]: KEY });
  });

  it('keep the newest 50, and no malformed entry', () => {
    for (let index = 0; index < 55; index += 1)
      rememberResultKey(`${String(index).padStart(2, '0')}${'a'.repeat(41)}`);
    rememberResultKey('short');
    const keys = resultKeys();
    expect(keys).toHaveLength(50);
    expect(keys[0]).toBe(`54${'a'.repeat(41)}`);
    localStorage.setItem('assessmentKeys', '{"not":"a list"}');
    expect(resultKeys()).toEqual([]);
  });
});
