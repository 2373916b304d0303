/** `scheme://authority` at the start of an absolute-form request target or URL. */
const SCHEME_AND_AUTHORITY = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * The path and query of a request target or URL, without any scheme or host. HTTP/1.1 servers
 * must accept the absolute-form `GET http://host/path` (RFC 9112 §3.2.2), and Node passes it on
 * as the request's url; whoever sent it chose that host, so it must never reach a link we write.
 */
export function originForm(target: string): string {
  const rest = target.replace(SCHEME_AND_AUTHORITY, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * `path` on the shop's public origin (SITE_URL). Joined as text, never resolved against it: a
 * path that starts with `//` would otherwise name another host.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${originForm(path)}`;
}
