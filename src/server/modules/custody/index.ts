/** What other modules may use of custody. */
export { createdContent, statusContent } from './content';
export { nodeDigest, sha256Hex } from './hashing';
export { appendCustody, custodyActor } from './ledger';
export { driverName } from './repository';
export { renderCustodyCertificate } from './certificate-pdf';
export type { CustodyActor } from '@domain/custody';
