/** The medical feature as other features see it: deadlines, their risk, the medical fields and evidence. */
export { DeadlineBadge, useNow } from './DeadlineBadge';
export { EMPTY_MEDICAL, medicalBody, MedicalFields, medicalMissing } from './MedicalFields';
export { EvidenceBlock } from './EvidenceBlock';
export { orderRisk } from './deadline-risk';
export { decodeLabel, resizePhoto } from './images';
