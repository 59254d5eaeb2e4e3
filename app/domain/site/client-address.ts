// The key under which a visitor's requests are counted by the rate limits. One IPv6 subscriber
// usually holds a whole /64, so IPv6 addresses count per /64; IPv4 (mapped or not) per address.
import { isIP } from "node:net";

/** Expands "2001:db8::1" into its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0] ?? "";
  // A trailing dotted IPv4 (::ffff:1.2.3.4) becomes two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => Number.parseInt(g, 16));
}

export function rateLimitAddress(ip: string): string {
  const family = isIP(ip.split("%")[0] ?? "");
  if (family !== 6) return ip;
  const groups = ipv6Groups(ip);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address itself.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}
