/**
 * Which browser origins may send state-changing requests (docs/security.md #7). Production trusts
 * only PUBLIC_URL's origin and TRUSTED_ORIGINS. Outside production the server is someone's own
 * machine: it is opened at http://localhost:3000, http://127.0.0.1:3000 or, from a phone on the
 * same Wi-Fi, http://192.168.0.12:3000, and every form failing with "Origem da requisição não
 * permitida." there is only a trap. So, outside production, a loopback or private-network host at
 * the server's own port is trusted too. A foreign site still is not: its origin is a public host.
 */
export interface OriginPolicy {
  isTrusted(origin: string): boolean;
}

export interface OriginPolicyOptions {
  trustedOrigins: readonly string[];
  /** Set outside production: the port whose loopback and private-network origins are trusted. */
  localNetworkPort?: number;
}

export function createOriginPolicy({ trustedOrigins, localNetworkPort }: OriginPolicyOptions): OriginPolicy {
  const listed = new Set(trustedOrigins);
  return {
    isTrusted(origin) {
      if (listed.has(origin)) return true;
      return localNetworkPort !== undefined && isLocalNetworkOrigin(origin, localNetworkPort);
    },
  };
}

/** http(s)://<loopback or private host>:<port>, exactly (no path, no credentials). */
export function isLocalNetworkOrigin(origin: string, port: number): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  const defaultPort = url.protocol === 'https:' ? 443 : 80;
  if ((url.port === '' ? defaultPort : Number(url.port)) !== port) return false;
  return isLocalHost(url.hostname);
}

const privateIpv4 = [
  [10, 0, 8],
  [127, 0, 8],
  [169, 254, 16],
  [172, 16, 12],
  [192, 168, 16],
] as const;

function isLocalHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname.endsWith('.local')) return true;
  if (hostname === '[::1]') return true;
  const octets = hostname.split('.').map(Number);
  if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) return false;
  const address = octets.reduce((sum, octet) => sum * 256 + octet, 0);
  return privateIpv4.some(([first, second, bits]) => {
    const base = (first * 256 + second) * 65536;
    const size = 2 ** (32 - bits);
    return address >= base && address < base + size;
  });
}

/** The policy of a configuration: the local-network rule only outside production. */
export function originPolicyFor(config: { env: string; port: number; trustedOrigins: readonly string[] }): OriginPolicy {
  return createOriginPolicy({
    trustedOrigins: config.trustedOrigins,
    localNetworkPort: config.env === 'production' ? undefined : config.port,
  });
}
