import { describe, expect, it } from "vitest";
import { clientAddressKey } from "../../worker/lib/client-address";

describe("client address key (per-client limits)", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientAddressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(clientAddressKey(" 203.0.113.255 ")).toBe("203.0.113.255");
  });

  it("reduces IPv6 to its /64 in one form, whatever the spelling", () => {
    const key = "2001:db8:0:0::/64";
    for (const a of [
      "2001:db8::1",
      "2001:DB8::1",
      "2001:0db8:0000:0000:0000:0000:0000:0001",
      "2001:db8:0:0:ffff:ffff:ffff:ffff",
      "2001:db8::abcd:1:2:3",
      "2001:db8::",
      "2001:db8:0:0:1:2:3.4.5.6",
      "2001:db8::1%eth0",
    ])
      expect(clientAddressKey(a), a).toBe(key);
    expect(clientAddressKey("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(clientAddressKey("2a01:abc:1:2:3:4:5:6")).toBe("2a01:abc:1:2::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("::")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4-mapped address as the IPv4 address", () => {
    expect(clientAddressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientAddressKey("::FFFF:C633:6407")).toBe("198.51.100.7");
    expect(clientAddressKey("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("keeps an unparseable value as one key of its own instead of failing, and no address as 'local'", () => {
    for (const bad of ["not-an-ip", "2001:db8:::1", "1:2:3:4:5:6:7:8:9", "1::2::3", "12345::", "256.1.1.1", "1.2.3", "2001:db8::g", "::ffff:1.2.3.999"])
      expect(clientAddressKey(bad), bad).toBe(bad);
    expect(clientAddressKey("x".repeat(500))).toHaveLength(100);
    expect(clientAddressKey(null)).toBe("local");
    expect(clientAddressKey(undefined)).toBe("local");
    expect(clientAddressKey("")).toBe("local");
  });
});
