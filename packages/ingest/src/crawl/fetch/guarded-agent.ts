import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { Agent, buildConnector } from "undici";
import { isPublicAddress } from "./address-guard";

/**
 * The undici Agent every crawler request goes through. Addresses are judged when the socket is
 * opened, on the very answer the connection uses, so a name that resolved to a public address a
 * moment ago and to 127.0.0.1 now (DNS rebinding) cannot slip through, and every redirect hop is
 * judged the same way because each one opens its own connection.
 */

export interface AddressPolicy {
  /** CRAWL_ALLOW_PRIVATE=1: every address is allowed (tests, local mirrors). */
  allowPrivate: boolean;
  /** Exact addresses allowed although not public, such as an operator's own mirror. */
  exemptAddresses?: readonly string[];
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name resolution, injectable so tests can make a public-looking name point at 127.0.0.1. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export class BlockedAddressError extends Error {
  readonly code = "ERR_CRAWL_BLOCKED_ADDRESS";
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
    this.name = "BlockedAddressError";
  }
}

export function isAddressAllowed(address: string, policy: AddressPolicy): boolean {
  return policy.allowPrivate || isPublicAddress(address) || (policy.exemptAddresses ?? []).includes(address);
}

export const systemResolver: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) reject(error);
      else resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })));
    });
  });

/**
 * A `lookup` for net.connect that refuses the whole name if any of its addresses is not allowed:
 * a name mixing public and private answers is exactly what a rebinding attack looks like.
 */
export function createGuardedLookup(policy: AddressPolicy, resolve: ResolveHost): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolve(hostname).then(
      (answers) => {
        const refused = answers.find((a) => !isAddressAllowed(a.address, policy));
        if (refused) return callback(new BlockedAddressError(hostname, refused.address), "", 4);
        const wanted = answers.filter((a) => !options.family || a.family === options.family);
        const first = wanted[0];
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          error.code = "ENOTFOUND";
          return callback(error, "", 4);
        }
        if (options.all) return callback(null, wanted);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 4),
    );
  };
}

export interface GuardedAgentOptions {
  policy: AddressPolicy;
  resolve?: ResolveHost;
  connectTimeoutMs: number;
}

export function createGuardedAgent(options: GuardedAgentOptions): Agent {
  const { policy } = options;
  const connectThroughGuard = buildConnector({
    timeout: options.connectTimeoutMs,
    lookup: createGuardedLookup(policy, options.resolve ?? systemResolver),
  });
  const connect: buildConnector.connector = (target, callback) => {
    const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
    // net.connect skips `lookup` for an address literal (http://169.254.169.254/), so judge it here.
    if (isIP(host) && !isAddressAllowed(host, policy)) {
      callback(new BlockedAddressError(host, host), null);
      return;
    }
    connectThroughGuard(target, (error, socket) => {
      if (error) return callback(error, null);
      // Belt and braces: the peer the socket actually reached.
      const peer = socket.remoteAddress;
      if (peer === undefined || !isAddressAllowed(peer, policy)) {
        socket.destroy();
        return callback(new BlockedAddressError(host, peer ?? "an unknown address"), null);
      }
      return callback(null, socket);
    });
  };
  return new Agent({ connect });
}

/** The BlockedAddressError somewhere in an error's cause chain, as undici may wrap it. */
export function findBlockedAddressError(error: unknown): BlockedAddressError | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof BlockedAddressError) return e;
  }
  return undefined;
}
