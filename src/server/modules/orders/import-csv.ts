/**
 * Reads an import file into rows of named cells (decision 016) with csv-parse, which handles what
 * spreadsheets write: quoted fields, commas and line breaks inside quotes, a byte-order mark, CRLF.
 * Problems of the file as a whole (not CSV, no rows, too many, an unknown or missing column) are
 * reported against row 0, the header; a row with more cells than the header against its own row.
 */
import { CsvError, parse } from 'csv-parse/sync';
import {
  CLIENT_COLUMN,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  REQUIRED_COLUMNS,
  type ImportProblem,
} from '@domain/order-import';
import { AppError } from '../../errors';

export interface CsvRow {
  /** 1 for the first row under the header, counted as a spreadsheet shows them. */
  row: number;
  cells: Record<string, string>;
}

const KNOWN = new Map<string, string>(
  [...IMPORT_COLUMNS, CLIENT_COLUMN].map((name) => [name.toLowerCase(), name]),
);

/** A refusal of the whole file, in the import's error shape. */
export const importRefused = (
  message: string,
  errors: ImportProblem[],
  code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION_FAILED',
) => new AppError(code, message, { errors });

function records(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The parser counts the header among its records: the one it stopped in is data row `records`.
    const row = Math.max(0, Number((error as CsvError & { records?: number }).records ?? 0));
    const message = `The file is not valid CSV near row ${row}: ${error.message}`;
    const problem = `Not valid CSV: ${error.message}`;
    throw importRefused(message, [
      { row, column: null, message: problem, code: 'NOT_CSV', values: { detail: error.message } },
    ]);
  }
}

/** The rows of the file, each cell under its canonical column name (header names match any case). */
export function readImportCsv(text: string): {
  columns: string[];
  rows: CsvRow[];
  /** Rows that are not even rows (too many cells): listed with the other rows' problems. */
  problems: ImportProblem[];
} {
  const all = records(text);
  const isBlank = (r: string[]) => r.every((cell) => cell.trim() === '');
  const header = all[0];
  if (!header || isBlank(header) || all.slice(1).every(isBlank)) {
    const message = 'The file has no orders: it needs a header row of column names and one row per order';
    throw importRefused(message, [{ row: 0, column: null, message, code: 'NO_ORDERS' }]);
  }

  const problems: ImportProblem[] = [];
  const columns = header.map((raw) => {
    const name = raw.trim();
    const known = KNOWN.get(name.toLowerCase());
    if (!known)
      problems.push({
        row: 0,
        column: name,
        message: `Unknown column "${name}"`,
        code: 'UNKNOWN_COLUMN',
        values: { column: name },
      });
    return known ?? name;
  });
  columns.forEach((c, i) => {
    if (columns.indexOf(c) !== i)
      problems.push({
        row: 0,
        column: c,
        message: `Column ${c} appears twice`,
        code: 'DUPLICATE_COLUMN',
        values: { column: c },
      });
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!columns.includes(required))
      problems.push({
        row: 0,
        column: required,
        message: `Column ${required} is missing`,
        code: 'MISSING_COLUMN',
        values: { column: required },
      });
  }
  if (problems.length > 0) {
    const unknown = problems.filter((p) => p.code === 'UNKNOWN_COLUMN');
    const message = unknown.length
      ? `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.map((p) => p.column).join(', ')}. The columns are the fields of an order (download the template).`
      : problems[0]!.message;
    throw importRefused(message, problems);
  }

  const rows: CsvRow[] = [];
  all.slice(1).forEach((record, index) => {
    // Blank lines keep their number (the spreadsheet's row numbers stay right) but are no order.
    if (isBlank(record)) return;
    const row = index + 1;
    if (record.length > columns.length) {
      problems.push({
        row,
        column: null,
        message: `Row ${row} has ${record.length} cells but the header names ${columns.length} columns`,
        code: 'TOO_MANY_CELLS',
        values: { row, cells: record.length, columns: columns.length },
      });
      return;
    }
    const cells: Record<string, string> = {};
    columns.forEach((c, i) => (cells[c] = record[i] ?? ''));
    rows.push({ row, cells });
  });
  if (rows.length + problems.length > MAX_IMPORT_ROWS) {
    const message = `The file has ${rows.length + problems.length} orders; import at most ${MAX_IMPORT_ROWS} at a time`;
    const values = { rows: rows.length + problems.length, max: MAX_IMPORT_ROWS };
    throw importRefused(
      message,
      [{ row: 0, column: null, message, code: 'TOO_MANY_ROWS', values }],
      'PAYLOAD_TOO_LARGE',
    );
  }
  return { columns, rows, problems };
}
