/**
 * The certificate checked again in the reader's own browser, without trusting the server's
 * verdict: every entry's hash is recomputed with the browser's SHA-256 (Web Crypto) over the same
 * canonical text the server hashed, the links are followed, and each signature image shown is
 * hashed and compared with the hash its entry committed to. The rule itself is the domain's
 * `verifyCustody`, the one the server runs.
 */
import { custodyHashPayload, verifyCustody, type CustodyVerification } from '@domain/custody';
import { type CustodyResponse } from '@domain/custody-answers';

/** False on a plain-http page that is not localhost: Web Crypto exists only in secure contexts. */
export const canCheckInBrowser = () => typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';

async function sha256Hex(data: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The bytes of a `data:...;base64,` URL. */
function dataUrlBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The exact text entry `entry` of order `orderId` was hashed over. */
export function hashedText(orderId: number, entry: CustodyResponse['entries'][number]): string {
  return custodyHashPayload({ ...entry, orderId });
}

export async function checkInBrowser(data: CustodyResponse): Promise<CustodyVerification> {
  const encoder = new TextEncoder();
  // verifyCustody takes a synchronous hash: work the digests out first, then look them up.
  const digests = new Map<string, string>();
  const signatures = new Map<number, string | null>();
  for (const entry of data.entries) {
    const text = hashedText(data.orderId, entry);
    digests.set(text, await sha256Hex(encoder.encode(text)));
    if (entry.proof?.signature)
      signatures.set(entry.seq, await sha256Hex(dataUrlBytes(entry.proof.signature)));
  }
  const entries = data.entries.map((entry) => ({ ...entry, orderId: data.orderId }));
  return verifyCustody(entries, {
    sha256: (text) => digests.get(text) ?? '',
    orderStatus: data.status,
    signatureSha256: signatures,
  });
}
