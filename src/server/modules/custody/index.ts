/** What other modules may use of custody. */
export { capturedTimes, createdContent, statusContent } from './content';
export { sha256Hex } from './hashing';
export { appendCustody, custodyActor } from './ledger';
export { driverName } from './repository';
export { renderCustodyCertificate } from './certificate-pdf';
