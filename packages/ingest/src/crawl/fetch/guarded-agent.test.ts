import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import {
  type AddressPolicy,
  BlockedAddressError,
  createGuardedLookup,
  findBlockedAddressError,
  isAddressAllowed,
  type ResolveHost,
} from "./guarded-agent";
import { resolveTo } from "./testing/fetcher-harness";

type LookupAnswer = {
  error: NodeJS.ErrnoException | null;
  address: string | LookupAddress[];
  family?: number;
};

function lookup(
  policy: AddressPolicy,
  resolve: ResolveHost,
  options: { all?: boolean; family?: number } = {},
) {
  const guarded = createGuardedLookup(policy, resolve);
  return (hostname: string) =>
    new Promise<LookupAnswer>((done) => {
      guarded(hostname, options, (error, address, family) => done({ error, address, family }));
    });
}

const closed: AddressPolicy = { allowPrivate: false };

describe("the guarded lookup net.connect uses", () => {
  it("passes public answers through, all of them when asked", async () => {
    const resolve = resolveTo({ "mfa.example": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"] });
    expect(await lookup(closed, resolve)("mfa.example")).toEqual({
      error: null,
      address: "93.184.216.34",
      family: 4,
    });
    expect((await lookup(closed, resolve, { all: true })("mfa.example")).address).toHaveLength(2);
    expect(await lookup(closed, resolve, { family: 6 })("mfa.example")).toMatchObject({
      address: "2606:2800:220:1:248:1893:25c8:1946",
      family: 6,
    });
  });

  it("refuses the whole name if any answer is not public", async () => {
    const resolve = resolveTo({ "mixed.example": ["93.184.216.34", "::1"] });
    const { error } = await lookup(closed, resolve, { all: true })("mixed.example");
    expect(error).toBeInstanceOf(BlockedAddressError);
    expect(error?.message).toBe("mixed.example resolves to ::1, which is not a public address");
  });

  it("asks the resolver again on every connection, so a rebound name is caught", async () => {
    let calls = 0;
    const rebinding: ResolveHost = async () => [
      { address: calls++ === 0 ? "93.184.216.34" : "127.0.0.1", family: 4 },
    ];
    const guarded = lookup(closed, rebinding);
    expect((await guarded("rebind.example")).error).toBeNull();
    expect((await guarded("rebind.example")).error).toBeInstanceOf(BlockedAddressError);
  });

  it("passes resolver failures on, and reports an empty answer as ENOTFOUND", async () => {
    expect((await lookup(closed, resolveTo({}))("nowhere.example")).error?.code).toBe("ENOTFOUND");
    expect((await lookup(closed, async () => [])("empty.example")).error?.code).toBe("ENOTFOUND");
    const v4only = resolveTo({ "v4.example": "93.184.216.34" });
    expect((await lookup(closed, v4only, { family: 6 })("v4.example")).error?.code).toBe("ENOTFOUND");
  });
});

describe("address policy", () => {
  it("allows public addresses, exempt ones, and everything when private addresses are allowed", () => {
    expect(isAddressAllowed("93.184.216.34", closed)).toBe(true);
    expect(isAddressAllowed("127.0.0.1", closed)).toBe(false);
    expect(isAddressAllowed("10.0.0.7", { allowPrivate: false, exemptAddresses: ["10.0.0.7"] })).toBe(true);
    expect(isAddressAllowed("10.0.0.8", { allowPrivate: false, exemptAddresses: ["10.0.0.7"] })).toBe(false);
    expect(isAddressAllowed("169.254.169.254", { allowPrivate: true })).toBe(true);
  });

  it("finds the refusal inside wrapped errors", () => {
    const blocked = new BlockedAddressError("a.example", "10.0.0.1");
    expect(findBlockedAddressError(new Error("fetch failed", { cause: blocked }))).toBe(blocked);
    expect(findBlockedAddressError(new Error("other"))).toBeUndefined();
  });
});
