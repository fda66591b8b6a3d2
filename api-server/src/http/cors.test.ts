import { DEFAULT_CORS_ORIGINS } from '../config';
import { originMatcher } from './cors';

describe('CORS origins', () => {
  const allowed = originMatcher(DEFAULT_CORS_ORIGINS);

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://stud.localhost:3000',
    'http://varicocele.localhost:3000',
    'http://varicoceleorg.localhost:3000',
  ])('allows %s, a host of the default site', (origin) => expect(allowed(origin)).toBe(true));

  it.each([
    'http://localhost:3001',
    'https://localhost:3000',
    'http://.localhost:3000',
    // Any other *.localhost page: a wildcard would have let these in.
    'http://evil.localhost:3000',
    'http://a.stud.localhost:3000',
    'http://evil.example/http://localhost:3000',
    'http://stud.localhost:3000.evil.example',
  ])('refuses %s', (origin) => expect(allowed(origin)).toBe(false));

  it('takes an explicit list, and nothing treats * as a pattern', () => {
    expect(originMatcher(['https://shop.example'])('https://shop.example')).toBe(true);
    expect(originMatcher(['https://shop.example'])('http://localhost:3000')).toBe(false);
    expect(originMatcher(['http://*.localhost:3000'])('http://evil.localhost:3000')).toBe(false);
  });
});
