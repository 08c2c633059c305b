/** What other modules may use of labels. */
export { type LabelOrder, renderLabel } from './label-pdf';
