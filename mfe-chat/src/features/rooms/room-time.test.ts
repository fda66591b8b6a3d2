import { formatRoomTime } from './room-time';

describe('formatRoomTime', () => {
  it('writes the month, day, year and 12-hour time in the local time zone', () => {
    const local = new Date(2026, 10, 28, 19, 5);
    expect(formatRoomTime(local.toISOString())).toBe('Nov 28, 2026, 7:05 PM');
  });

  it('writes the small hours with 12 and AM', () => {
    const local = new Date(2026, 0, 3, 0, 30);
    expect(formatRoomTime(local.toISOString())).toBe('Jan 3, 2026, 12:30 AM');
  });

  it('makes no Intl formatter, whose first use loads the locale data', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    formatRoomTime('2026-11-22T12:00:00Z');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
