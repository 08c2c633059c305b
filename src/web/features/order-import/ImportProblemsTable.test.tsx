// @vitest-environment jsdom
/** A refused import's problems are worded by their codes in the reader's language. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ES } from '@web/i18n/catalogue/es';
import { MessagesProvider } from '@web/i18n/MessagesProvider';
import { ApiError } from '@web/lib/api';
import { ImportProblemsTable } from './ImportProblemsTable';
import { importProblems } from './upload-import';

afterEach(cleanup);

/** The server's 400 answer, as the upload hands it to the page. */
const refusal = new ApiError(
  400,
  JSON.stringify({
    message: '2 rows of the file cannot be imported; nothing was created. Fix them and upload again.',
    code: 'VALIDATION_FAILED',
    errors: [
      {
        row: 1,
        column: 'requiresPhoto',
        message: 'requiresPhoto must be true or false (or yes/no)',
        code: 'NOT_YES_NO',
        values: { column: 'requiresPhoto' },
      },
      {
        row: 2,
        column: 'scheduledDate',
        message: '2026-02-30 is not a date on the calendar (read as YYYY-MM-DD)',
        code: 'NOT_ON_CALENDAR',
        values: { text: '2026-02-30', format: 'YYYY-MM-DD' },
      },
      {
        row: 2,
        column: 'itemDescription',
        message: 'itemDescription is required',
        code: 'INVALID_VALUE',
        values: { issue: 'too_small', origin: 'string', limit: 1 },
      },
      { row: 3, column: null, message: 'A problem this build has no words for', code: 'SOMETHING_NEW' },
    ],
  }),
  'Bad Request',
);

const cells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.lastElementChild?.textContent);

describe('ImportProblemsTable', () => {
  it('words each problem in English from the catalogue, the schema’s refusal in its own words', () => {
    render(<ImportProblemsTable problems={importProblems(refusal)} />);
    expect(cells()).toEqual([
      'requiresPhoto must be true or false (or yes/no)',
      '2026-02-30 is not a date on the calendar (read as YYYY-MM-DD)',
      'itemDescription is required',
      'A problem this build has no words for',
    ]);
  });

  it('words the same problems in Spanish by their codes', () => {
    render(
      <MessagesProvider language="es" messages={ES}>
        <ImportProblemsTable problems={importProblems(refusal)} />
      </MessagesProvider>,
    );
    expect(cells()).toEqual([
      'requiresPhoto debe ser true o false (o yes/no)',
      '2026-02-30 no es una fecha del calendario (leída como YYYY-MM-DD)',
      'Este campo es obligatorio.',
      'A problem this build has no words for',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Fila',
      'Columna',
      'Problema',
    ]);
  });
});
