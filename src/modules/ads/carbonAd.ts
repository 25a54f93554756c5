/**
 * Reading the ad service's JSON answer (spec section 7). The answer is data from another origin:
 * every field is checked, every address must resolve to http(s), and nothing of it is ever treated
 * as markup (the slot renders the strings as text).
 *
 * The answer is `{ "ads": [ ... ] }`. Entries that are empty or have no usable `statlink` are
 * skipped and the first remaining one is used:
 *
 * | field         | use                                                                   |
 * | ------------- | --------------------------------------------------------------------- |
 * | `statlink`    | where the ad leads (a click-counting link)                            |
 * | `image`       | the ad's picture (optional)                                           |
 * | `company`     | the advertiser's name, shown in bold                                  |
 * | `description` | the ad's text                                                         |
 * | `statimp`     | one impression pixel URL (optional)                                   |
 * | `pixel`       | more impression pixel URLs, joined by `||` (optional)                 |
 * | `timestamp`   | the value put in place of `[timestamp]` in the pixel URLs             |
 *
 * Addresses may be relative or protocol-relative (`//srv.example.com/...`): they resolve against
 * the endpoint's own address.
 */

/** Written in impression pixel URLs where the ad's timestamp goes (`...?ts=[timestamp]`). */
export const TIMESTAMP_PLACEHOLDER = '[timestamp]';

/** Separates the impression pixel URLs of the `pixel` field. */
export const PIXEL_SEPARATOR = '||';

/** An ad from the JSON endpoint, checked and ready to render. */
export interface CarbonAd {
  /** Absolute http(s) address the ad links to (the `statlink`). */
  readonly link: string;
  /** Absolute http(s) address of the picture, or null when there is none. */
  readonly image: string | null;
  readonly company: string;
  readonly description: string;
  /** Absolute http(s) addresses of the impression pixels, timestamp filled in. */
  readonly impressionUrls: readonly string[];
}

type Entry = Record<string, unknown>;

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` as an absolute http(s) address resolved against `base`, or null. */
export function httpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The `timestamp` field (a string or a number), else the current time in whole seconds. */
function timestampOf(entry: Entry, nowMs: number): string {
  const { timestamp } = entry;
  if (typeof timestamp === 'string' && timestamp.trim() !== '') return timestamp.trim();
  if (typeof timestamp === 'number' && Number.isFinite(timestamp)) return String(timestamp);
  return String(Math.floor(nowMs / 1000));
}

/** Puts the timestamp (URL-encoded) in place of every `[timestamp]` of a pixel address. */
export function fillTimestamp(address: string, timestamp: string): string {
  return address.split(TIMESTAMP_PLACEHOLDER).join(encodeURIComponent(timestamp));
}

/** True for an entry the slot can show: not empty, with a `statlink` that resolves to http(s). */
export function isUsableEntry(entry: unknown, base: string): entry is Entry {
  return isEntry(entry) && Object.keys(entry).length > 0 && httpUrl(entry.statlink, base) !== null;
}

function impressionUrls(entry: Entry, timestamp: string, base: string): string[] {
  const addresses = [
    ...(typeof entry.statimp === 'string' ? [entry.statimp] : []),
    ...(typeof entry.pixel === 'string' ? entry.pixel.split(PIXEL_SEPARATOR) : []),
  ];
  return addresses
    .map((address) => httpUrl(fillTimestamp(address.trim(), timestamp), base))
    .filter((address): address is string => address !== null);
}

/**
 * The ad to show from the endpoint's answer (already parsed from JSON), or null when the answer
 * has no usable entry or is not of the expected shape.
 */
export function pickCarbonAd(body: unknown, base: string, nowMs: number): CarbonAd | null {
  if (!isEntry(body) || !Array.isArray(body.ads)) return null;
  const entry = body.ads.find((candidate): candidate is Entry => isUsableEntry(candidate, base));
  if (!entry) return null;
  const timestamp = timestampOf(entry, nowMs);
  return {
    link: httpUrl(entry.statlink, base)!,
    image: httpUrl(entry.image, base),
    company: text(entry.company),
    description: text(entry.description),
    impressionUrls: impressionUrls(entry, timestamp, base),
  };
}
