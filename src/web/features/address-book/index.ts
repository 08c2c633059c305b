/** The address-book feature as other features see it: the booking form's pickers and template bar. */
export { TemplateBar } from './TemplateBar';
export { SavedPlacePicker } from './SavedPlacePicker';
export { accessLine, placeToEnd, templateToForm, withLine } from './fill-order';
export { orderTemplatesQueryOptions } from './api/list-order-templates';
export { savedPlacesQueryOptions } from './api/list-saved-places';
