/** TOTP (RFC 6238) through otplib: 6 digits, 30 s steps, one step of clock drift either way. */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'MedLink';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrollment(secret: string, accountName: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: accountName, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { otpauthUrl, qrCode };
}

export async function totpCodeValid(secret: string, code: string): Promise<boolean> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

export const TOTP_STEP_SECONDS = 30;

/** The time step a code belongs to when it is valid (within one step of drift), else null. */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOTP_STEP_SECONDS });
    // The TOTP result carries the matched period's start; HOTP's type (same union) does not.
    if (!result.valid || !('epoch' in result)) return null;
    return Math.floor(result.epoch / TOTP_STEP_SECONDS);
  } catch {
    return null;
  }
}
