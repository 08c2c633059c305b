/** The orders feature as other features see it: the filter fields and a client's own cancel. */
export { SearchField, ServiceSelect, StatusSelect } from './OrderFilterFields';
export { CancelOwnOrder } from './CancelOwnOrder';
