/**
 * Signature images for the demo's hand-overs: a small black-on-white PNG of a pen stroke whose
 * shape follows the signer's name, so every demo certificate shows a signature and each person's
 * looks the same every time. Real PNG (1-bit greyscale, deflate, CRC-32), a few hundred bytes.
 */
import { deflateSync } from 'node:zlib';
import { SIGNATURE_PREFIX } from '@domain/proof';

const WIDTH = 240;
const HEIGHT = 80;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few numbers from the name: the stroke's rhythm. */
function shapeOf(name: string): number[] {
  let h = 2166136261;
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    for (const ch of `${name}#${i}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    out.push((h % 1000) / 1000);
  }
  return out;
}

/** The PNG bytes of `name`'s signature. */
export function signaturePng(name: string): Buffer {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = shapeOf(name);
  const ink = new Uint8Array(WIDTH * HEIGHT);
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) ink[py * WIDTH + px] = 1;
      }
    }
  };
  // A looping stroke: a slow wave carrying fast loops, drawn densely enough to stay joined.
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 14 + t * (WIDTH - 28) + Math.cos(t * (20 + a * 30)) * (4 + b * 6);
    const y =
      HEIGHT / 2 +
      Math.sin(t * Math.PI * (1 + c * 2)) * (8 + d * 8) +
      Math.sin(t * (20 + a * 30)) * (6 + e * 10) * (1 - t * f * 0.6);
    dot(x, y);
  }
  // 1-bit greyscale rows, each led by filter byte 0; a set bit is white paper.
  const rowBytes = Math.ceil(WIDTH / 8);
  const raw = Buffer.alloc((rowBytes + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const at = y * (rowBytes + 1) + 1 + (x >> 3);
      if (!ink[y * WIDTH + x]) raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The signature as the driver's page sends it: a PNG data URL. */
export const signatureFor = (name: string) => SIGNATURE_PREFIX + signaturePng(name).toString('base64');
