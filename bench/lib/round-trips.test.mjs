import { roundTrips } from './round-trips.mjs';

describe('round trips after the HTML', () => {
  it('counts each wave that waits for the one before', () => {
    const requests = [
      { url: 'html', isDocument: true, start: 0, end: 100 },
      { url: 'main.js', start: 50, end: 300 },
      { url: 'chunk-a.js', start: 310, end: 500 },
      { url: 'chunk-b.js', start: 320, end: 450 },
      { url: 'config.json', start: 510, end: 600 },
      { url: 'mf-manifest.json', start: 610, end: 700 },
    ];
    const depth = Object.fromEntries(roundTrips(requests).map((request) => [request.url, request.depth]));
    expect(depth).toEqual({
      html: 0,
      'main.js': 1,
      'chunk-a.js': 2,
      'chunk-b.js': 2,
      'config.json': 3,
      'mf-manifest.json': 4,
    });
  });

  it('puts requests started together in the same round trip', () => {
    const requests = [
      { url: 'html', isDocument: true, start: 0, end: 100 },
      { url: 'a.js', start: 110, end: 300 },
      { url: 'b.js', start: 120, end: 200 },
    ];
    expect(roundTrips(requests).map((request) => request.depth)).toEqual([0, 1, 1]);
  });
});
