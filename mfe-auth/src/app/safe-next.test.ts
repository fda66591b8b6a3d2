import { safeNext, withoutNext } from './safe-next';

describe('the page after login', () => {
  it('returns to the next path the guard kept', () => {
    expect(safeNext('?next=%2Forder-history')).toBe('/order-history');
    expect(safeNext('?utm=x&next=/change-password')).toBe('/change-password');
  });

  it.each([
    ['no next', ''],
    ['another host with //', '?next=//evil.example/x'],
    ['a scheme', '?next=https://evil.example'],
    ['javascript:', '?next=javascript:alert(1)'],
    ['a path without its slash', '?next=profile'],
    ['a backslash', '?next=/\\evil.example'],
  ])('goes to /profile for %s (same-origin paths only)', (_case, search) => {
    expect(safeNext(search)).toBe('/profile');
  });

  it('keeps the rest of the query string', () => {
    expect(withoutNext('?utm=mail&next=/profile')).toBe('?utm=mail');
    expect(withoutNext('?next=/profile')).toBe('');
  });
});
