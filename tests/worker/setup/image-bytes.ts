import { env } from "cloudflare:workers";

/** Photos built byte by byte inside workerd: a PNG of any size, made a JPEG by the Images binding, with a phone's EXIF. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

function chunk(type: string, data: Uint8Array) {
  const body = new Uint8Array([...ascii(type), ...data]);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

async function deflate(raw: Uint8Array) {
  return new Uint8Array(await new Response(new Blob([raw as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
}

/** A PNG whose header says `width` × `height`; `idat` instead of real pixels makes one that does not decode. */
export async function png(width: number, height: number, idat?: Uint8Array) {
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  let data = idat;
  if (!data) {
    // A photo's worth of detail: smooth gradients with fine noise, so that sizes differ in bytes as a photo's do.
    const raw = new Uint8Array((width * 3 + 1) * height);
    let seed = 7;
    for (let y = 0; y < height; y++) {
      const row = y * (width * 3 + 1);
      for (let x = 0; x < width; x++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const noise = (seed >>> 24) & 31;
        raw[row + 1 + x * 3] = (x * 255) / width + noise;
        raw[row + 2 + x * 3] = (y * 255) / height + noise;
        raw[row + 3 + x * 3] = 128 + noise;
      }
    }
    data = await deflate(raw);
  }
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk("IHDR", header), ...chunk("IDAT", data), ...chunk("IEND", new Uint8Array())]);
}

/** The same picture as a JPEG (the Images binding encodes it, as a camera would). */
export async function jpegOf(pngBytes: Uint8Array) {
  const out = await env.IMAGE_TRANSFORMS.input(new Blob([pngBytes as BlobPart]).stream()).output({ format: "image/jpeg", quality: 92 });
  return new Uint8Array(await new Response(out.image()).arrayBuffer());
}

/** The GPS position a phone writes: 38°42'N 9°8'W, and the camera's make, in an APP1 Exif segment (big-endian TIFF). */
export const GPS_MARKER = "Lisboa-GPS-camera";
function exifSegment() {
  const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16(tag), ...u16(type), ...u32(count), ...value];
  // TIFF header (8) · IFD0: 2 entries (2 + 24 + 4) · make (18) · GPS IFD: 4 entries (2 + 48 + 4) · 6 rationals (48).
  const make = [...ascii(GPS_MARKER), 0];
  const makeAt = 8 + 2 + 24 + 4;
  const gpsAt = makeAt + make.length;
  const ratAt = gpsAt + 2 + 48 + 4;
  const rationals = [38, 1, 42, 1, 0, 1, 9, 1, 8, 1, 0, 1].flatMap(u32);
  const tiff = [
    ...ascii("MM"),
    ...u16(42),
    ...u32(8),
    ...u16(2),
    ...entry(0x010f, 2, make.length, u32(makeAt)),
    ...entry(0x8825, 4, 1, u32(gpsAt)),
    ...u32(0),
    ...make,
    ...u16(4),
    ...entry(0x0001, 2, 2, [...ascii("N"), 0, 0, 0]),
    ...entry(0x0002, 5, 3, u32(ratAt)),
    ...entry(0x0003, 2, 2, [...ascii("W"), 0, 0, 0]),
    ...entry(0x0004, 5, 3, u32(ratAt + 24)),
    ...u32(0),
    ...rationals,
  ];
  const body = [...ascii("Exif"), 0, 0, ...tiff];
  return [0xff, 0xe1, ...u16(body.length + 2), ...body];
}

/** A JPEG carrying a phone's EXIF with its GPS position, right after its start marker. */
export const withGps = (jpeg: Uint8Array) => new Uint8Array([jpeg[0]!, jpeg[1]!, ...exifSegment(), ...jpeg.slice(2)]);

/** Whether `bytes` hold `text` (ASCII) anywhere. */
export function holds(bytes: Uint8Array, text: string) {
  const needle = ascii(text);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Width and height as a JPEG's frame header, a PNG's IHDR or a WebP's VP8/VP8L/VP8X header states them. */
export function dimensions(b: Uint8Array): { width: number; height: number } {
  const be16 = (i: number) => (b[i]! << 8) | b[i + 1]!;
  const le16 = (i: number) => b[i]! | (b[i + 1]! << 8);
  const le24 = (i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
  if (b[0] === 0xff && b[1] === 0xd8) {
    for (let i = 2; i < b.length; ) {
      const marker = b[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: be16(i + 5), width: be16(i + 7) };
      i += 2 + be16(i + 2);
    }
  }
  if (b[0] === 0x89 && b[1] === 0x50) return { width: (be16(16) << 16) | be16(18), height: (be16(20) << 16) | be16(22) };
  const tag = String.fromCharCode(...b.slice(12, 16));
  if (tag === "VP8 ") return { width: le16(26) & 0x3fff, height: le16(28) & 0x3fff };
  if (tag === "VP8L") {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (tag === "VP8X") return { width: le24(24) + 1, height: le24(27) + 1 };
  throw new Error("not a JPEG, PNG or WebP");
}
