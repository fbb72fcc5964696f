import { isIP } from 'node:net';

/**
 * Which peers may tell this server the client's address (X-Forwarded-For), as Fastify's
 * `trustProxy` takes it: `false` (none), a number of proxy hops, or the proxies' addresses and
 * CIDR ranges. Per-IP rate limits and the audit log read `request.ip` (docs/security.md #3): a
 * peer that is trusted but is not our proxy could name any address and escape every limit.
 */
export type TrustProxy = false | number | string[];

/**
 * Production's default: the addresses the documented HAProxy setup reaches the instances from
 * (README "Running in production": the balancer and the instances on one private network, or on
 * one host). proxy-addr's names: loopback = 127.0.0.0/8 and ::1; uniquelocal = 10.0.0.0/8,
 * 172.16.0.0/12, 192.168.0.0/16 and fc00::/7. A client on the internet is never among them.
 */
export const PRODUCTION_TRUSTED_PROXIES = ['loopback', 'uniquelocal'];

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written: unset takes the environment's default (production: the private ranges,
 * elsewhere: none); `false` or `0` trusts no one; a whole number is a count of hops; otherwise a
 * comma-separated list of addresses, CIDR ranges and proxy-addr's names. `true` (any peer) is
 * refused: that is exactly the hole this setting closes.
 */
export function parseTrustProxy(raw: string | undefined, production: boolean): { value: TrustProxy } | { problem: string } {
  const text = raw?.trim();
  if (text === undefined || text === '') return { value: production ? PRODUCTION_TRUSTED_PROXIES : false };
  if (text === 'false' || text === '0') return { value: false };
  if (/^\d{1,2}$/.test(text)) return { value: Number(text) };
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0) {
    return {
      problem: `TRUST_PROXY: use false, a number of proxy hops, or addresses and CIDR ranges separated by commas (e.g. 10.0.0.0/8,127.0.0.1); not ${wrong.map((entry) => JSON.stringify(entry)).join(', ') || JSON.stringify(text)}`,
    };
  }
  return { value: entries };
}

/**
 * The value as Fastify's types take it: a count of hops becomes the function proxy-addr makes of
 * it (the nearest `hops` peers are trusted), since the types list no number.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
