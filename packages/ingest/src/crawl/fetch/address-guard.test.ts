import { describe, expect, it } from "vitest";
import { embeddedIpv4, ipv6Groups, isPublicAddress } from "./address-guard";

describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.1.2.3", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.255", "private 172.16/12"],
    ["192.168.1.1", "private 192.168/16"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.255", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this network"],
    ["255.255.255.255", "broadcast"],
    ["224.0.0.251", "multicast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.10", "documentation"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["192.0.0.8", "IETF protocol assignments"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback in hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
    ["::127.0.0.1", "deprecated IPv4-compatible"],
    ["64:ff9b::10.0.0.1", "NAT64 of a private address"],
    ["64:ff9b:1::1", "local-use NAT64"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2001:db8::1", "IPv6 documentation"],
    ["3fff::1", "IPv6 documentation (RFC 9637)"],
    ["2001::1", "Teredo"],
    ["not-an-ip", "not an address"],
    ["", "empty"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "172.15.255.255",
    "172.32.0.1",
    "100.128.0.1",
    "169.253.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4007:80e::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    "2002:808:808::1",
  ])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("ipv6Groups and embeddedIpv4", () => {
  it("expands :: and folds a trailing dotted quad", () => {
    expect(ipv6Groups("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups("2001:db8::8:800:200c:417a")).toEqual([0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]);
    expect(ipv6Groups("::ffff:192.168.1.2")).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0102]);
    expect(ipv6Groups("10.0.0.1")).toBeUndefined();
  });

  it("finds the IPv4 address carried by mapped, NAT64 and 6to4 addresses", () => {
    expect(embeddedIpv4("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(embeddedIpv4("64:ff9b::c000:221")).toBe("192.0.2.33");
    expect(embeddedIpv4("2002:c0a8:101::1")).toBe("192.168.1.1");
    expect(embeddedIpv4("2606:4700::1")).toBeUndefined();
  });
});
