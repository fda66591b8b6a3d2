import { DEFAULT_CORS_ORIGINS } from '../config';
import { originMatcher } from './cors';

describe('CORS origins', () => {
  const allowed = originMatcher(DEFAULT_CORS_ORIGINS);

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://stud.localhost:3000',
    'http://a.b.localhost:3000',
  ])('allows %s by default', (origin) => expect(allowed(origin)).toBe(true));

  it.each([
    'http://localhost:3001',
    'https://localhost:3000',
    'http://.localhost:3000',
    'http://evil.example/http://localhost:3000',
    'http://stud.localhost:3000.evil.example',
  ])('refuses %s by default', (origin) => expect(allowed(origin)).toBe(false));

  it('takes an explicit list, and * for any origin', () => {
    expect(originMatcher(['https://shop.example'])('https://shop.example')).toBe(true);
    expect(originMatcher(['https://shop.example'])('http://localhost:3000')).toBe(false);
    expect(originMatcher(['*'])('https://anything.example')).toBe(true);
  });
});
