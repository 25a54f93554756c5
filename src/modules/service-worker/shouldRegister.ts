/**
 * Whether a page registers the service worker (spec sections 1 and 7): only a production build,
 * only where the browser has service workers, and only on the docs host.
 */

/** `Example.com:443` -> `{ hostname: 'example.com', port: '443' }`; IPv6 literals keep their brackets. */
function splitHost(host: string): { hostname: string; port: string } {
  const value = host.trim().toLowerCase();
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(value);
  return match ? { hostname: match[1], port: match[2] ?? '' } : { hostname: value, port: '' };
}

/**
 * Whether the page's `location.host` is the docs host. A docs host with a port must match exactly;
 * a docs host without one matches that host name on any port (so a test build made for
 * `127.0.0.1` works on whatever port its server picked).
 */
export function isDocsHost(pageHost: string, docsHost: string): boolean {
  const docs = splitHost(docsHost);
  if (!docs.hostname) return false;
  const page = splitHost(pageHost);
  return page.hostname === docs.hostname && (docs.port === '' || page.port === docs.port);
}

export interface RegistrationContext {
  /** `process.env.NODE_ENV === 'production'`. */
  readonly production: boolean;
  /** `'serviceWorker' in navigator`. */
  readonly supported: boolean;
  /** `location.host` of the page. */
  readonly pageHost: string;
  /** The docs host from the build's configuration. */
  readonly docsHost: string;
}

export function shouldRegister({ production, supported, pageHost, docsHost }: RegistrationContext): boolean {
  return production && supported && isDocsHost(pageHost, docsHost);
}
