import { waitFor } from '@testing-library/react';
import { fakeApi } from '../testing/content-test-kit';
import { movementRequested } from '../features/ab-content/state';
import type * as StoreModule from './store';

/** The store module loaded afresh, with the mocks the test set up. */
const freshStore = () => jest.requireActual<typeof StoreModule>('./store');

/** The editor's movement answered by the fake API; what it saw is in `requests`. */
function movementApi() {
  return fakeApi((request) =>
    request.url === '/api/ab_test/set-specific-content/' ? { status: 200, data: { data: {} } } : undefined,
  );
}

describe('content store', () => {
  // Each test loads the store afresh, with its own mocks.
  beforeEach(() => jest.resetModules());
  afterEach(() => {
    jest.resetModules();
    jest.dontMock('redux-saga');
    jest.dontMock('./editor-flows');
  });

  it('is made without redux-saga, which loads when the editor flows start', async () => {
    let sagaLoaded = false;
    jest.doMock('redux-saga', () => {
      sagaLoaded = true;
      return jest.requireActual<object>('redux-saga');
    });
    const { createContentStore } = freshStore();
    const api = movementApi();
    const store = createContentStore(api.client);
    store.dispatch(movementRequested({ identifier: 'hero', movement: 'forward' }));
    expect(sagaLoaded).toBe(false);
    expect(api.requests).toEqual([]);

    await store.startEditorFlows();
    expect(sagaLoaded).toBe(true);
    store.dispatch(movementRequested({ identifier: 'hero', movement: 'forward' }));
    await waitFor(() =>
      expect(api.requests).toEqual([
        expect.objectContaining({
          url: '/api/ab_test/set-specific-content/',
          body: { type: 'movement', identifier: 'hero', movement: 'forward' },
        }),
      ]),
    );
  });

  it('tries the editor flows again after their chunk failed to load, and starts them once', async () => {
    let attempts = 0;
    jest.doMock('./editor-flows', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk editor-flows failed.');
      return jest.requireActual<object>('./editor-flows');
    });
    const { createContentStore } = freshStore();
    const store = createContentStore(movementApi().client);
    await expect(store.startEditorFlows()).rejects.toThrow('Loading chunk editor-flows failed.');
    await expect(store.startEditorFlows()).resolves.toBeUndefined();
    await store.startEditorFlows();
    expect(attempts).toBe(2);
  });
});
