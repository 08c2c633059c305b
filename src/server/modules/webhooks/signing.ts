/** The delivery signature (contract): t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">. */
import { createHmac, randomBytes } from 'node:crypto';

export function signatureHeader(secret: string, rawBody: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** 32 random bytes; the prefix tells a reader of a config file what the value is. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
