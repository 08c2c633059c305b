/** The organisation feature as other features see it: who the client's organisation is, its cost centres. */
export { useMyOrganization } from './api';
export { CostCentreField } from './CostCentreField';
