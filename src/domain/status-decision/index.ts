/** A status change decided once: the facts in, the refusal or the change and its effects out. */
export { decideStatusChange, checksPieces, PROOF_STEP_OF } from './decide';
export { capturedTimes, proofContent, statusContent, type StatusStep } from './content';
export type * from './facts';
