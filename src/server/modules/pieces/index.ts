/** What other modules may use of the pieces module. */
export { insertPieces, listPieces, listPiecesOf, type PieceRow } from './repository';
export { issueLabel } from './labels';
export {
  type DiscrepancyRow,
  findDiscrepancy,
  insertDiscrepancy,
  listDiscrepancies,
  markCheckedIn,
  resolveDiscrepancy,
} from './repository';
