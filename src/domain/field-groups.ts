/**
 * The groups of protected fields and their names, apart from the access log's schemas so the web
 * catalogue can word them without loading zod (access-log.ts re-exports them).
 */

/** The groups of protected fields a route may reveal; an entry names the groups its answer held. */
export const FIELD_GROUPS = [
  'contacts',
  'item',
  'proof-name',
  'signature',
  'photo',
  'id-digits',
  'temperature',
  'custody-certificate',
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export const FIELD_GROUP_LABELS: Readonly<Record<FieldGroup, string>> = {
  contacts: 'Contact names and phones',
  item: 'Item description and instructions',
  'proof-name': 'Name of the person who signed',
  signature: 'Signature image',
  photo: 'Proof photo',
  'id-digits': 'ID type and last four',
  temperature: 'Temperature readings',
  'custody-certificate': 'Custody certificate',
};
