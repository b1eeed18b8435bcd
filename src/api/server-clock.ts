/**
 * The server's time, as read from its replies: the phone's clock may be off by minutes or days (a phone
 * showed "145460:35" on the review countdown), so a countdown to a time the server set (a review's end, a
 * payment order's expiry, the draw window) is counted on the server's clock. One place keeps the offset:
 * every reply's HTTP `Date` header updates it (src/api/http.ts), and screens read `serverNow()`.
 */

/** Server time minus phone time, in ms; 0 until a reply has said otherwise. */
let offsetMs = 0;

/** Takes the offset from a reply's `Date` header (second resolution); a missing or bad header changes nothing. */
export function noteServerDate(header: string | null | undefined): void {
  if (!header) return;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return;
  // The header is truncated to the second: the server's clock is half a second later than it says, on average.
  offsetMs = server + 500 - Date.now();
}

/** Now on the server's clock, epoch ms. */
export const serverNow = (): number => Date.now() + offsetMs;

/** For tests and Storybook: forget what replies said. */
export function resetServerClock(): void {
  offsetMs = 0;
}
