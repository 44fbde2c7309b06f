/**
 * The key a per-client limit counts under (decisions/0032). Every IPv6 customer is given a whole /64, so one
 * client can rotate through 2^64 addresses: an IPv6 address is counted by its first 64 bits, in one spelling
 * (`2001:db8:0:0::/64`) whatever the case, zero-padding or `::` compression it came in. An IPv4-mapped
 * address (`::ffff:1.2.3.4`) is the IPv4 client it names. Cloudflare always sends a valid address; anything
 * else (tests use labels) is its own key, cut short, rather than a failure.
 */
const MAX_KEY_LENGTH = 100;

export function clientAddressKey(raw: string | null | undefined): string {
  const value = raw?.trim();
  if (!value) return "local";
  const v4 = ipv4(value);
  if (v4) return v4.join(".");
  const groups = ipv6(value);
  if (!groups) return value.slice(0, MAX_KEY_LENGTH);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** Four octets of a dotted IPv4 address, or null. */
function ipv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (one `::` at most, an IPv4 tail, a zone id dropped), or null. */
function ipv6(text: string): number[] | null {
  const address = text.split("%")[0]!;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string, last: boolean): number[] | null => {
    if (half === "") return [];
    const out: number[] = [];
    const parts = half.split(":");
    for (const [i, part] of parts.entries()) {
      const tail = last && i === parts.length - 1 && part.includes(".") ? ipv4(part) : null;
      if (tail) out.push((tail[0]! << 8) | tail[1]!, (tail[2]! << 8) | tail[3]!);
      else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(Number.parseInt(part, 16));
      else return null;
    }
    return out;
  };
  const head = parse(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? parse(halves[1]!, true) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
}
