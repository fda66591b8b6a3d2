import dayjs from 'dayjs';

// Not Intl: a page's first Intl formatter loads the browser's locale data, 14-37 ms here in
// Chromium (once per page), four times that on Lighthouse's simulated phone, and nothing else on
// the chat page needs it. dayjs formats from the date's own fields in the product's one language,
// English, as formatPrice does for amounts (docs/adr/0191).
const ROOM_TIME = 'MMM D, YYYY, h:mm A';

/** When a room was last used, in the visitor's time zone: "Nov 28, 2026, 7:35 AM". */
export function formatRoomTime(isoTime: string): string {
  return dayjs(isoTime).format(ROOM_TIME);
}
