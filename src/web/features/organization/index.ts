/** The organisation feature as other features see it: who the client's organisation is, its cost centres. */
export { myOrganizationQueryOptions, useMyOrganization } from './api';
export { CostCentreField } from './CostCentreField';
