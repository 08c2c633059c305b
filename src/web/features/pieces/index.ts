/** Taking a piece's label, shared by the driver's hand-overs and the receiving desk. */
export { PieceLabelInput, type LabelAnswer } from './PieceLabelInput';
