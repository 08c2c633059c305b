import { describe, expect, it } from 'vitest';
import { printTable } from './table-support';

describe('printTable', () => {
  it('aligns the first column left and the figures right, with no blanks at the ends of lines', () => {
    const lines: string[] = [];
    printTable(
      ['request', 'req/s', ''],
      [
        ['GET /me', '15409', 'ok'],
        ['pos', '3618', ''],
      ],
      (line) => lines.push(line),
    );
    expect(lines).toEqual(['request  req/s', '-------  -----  --', 'GET /me  15409  ok', 'pos       3618']);
  });
});
