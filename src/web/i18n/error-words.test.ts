/** A refusal reads in the reader's language, worded by its code, whatever the server's English says. */
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { ERROR_CODES, type ErrorCode } from '@domain/error-codes';
import { ApiError } from '@web/lib/api';
import { EN } from './catalogue/en';
import { ES } from './catalogue/es';
import { errorWords, VALIDATION_ISSUES } from './error-words';
import type { Translate } from './use-messages';

function wordsIn(language: 'en' | 'es') {
  const intl = createIntl({
    locale: language === 'es' ? 'es-US' : 'en-US',
    messages: language === 'es' ? ES : EN,
  });
  const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);
  return errorWords(t, language);
}

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, JSON.stringify(body), 'Error');

const SERVER_ENGLISH = 'The server says this in English only';

describe('error words', () => {
  const en = wordsIn('en');
  const es = wordsIn('es');

  it('words every code the API answers in Spanish by its code; English keeps the server’s sentence', () => {
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      const error = refusal(ERROR_CODES[code].status, { message: SERVER_ENGLISH, code });
      expect(es.errorText(error, 'error.INTERNAL'), code).toBe(ES[`error.${code}`]);
      expect(ES[`error.${code}`], code).not.toBe(EN[`error.${code}`]);
      expect(en.errorText(error, 'error.INTERNAL'), code).toBe(SERVER_ENGLISH);
      // Without the server's sentence, English has the code's own.
      expect(en.errorText(refusal(ERROR_CODES[code].status, { code }), 'error.INTERNAL'), code).toBe(
        EN[`error.${code}`],
      );
    }
  });

  it('shows the driver a missing proof in Spanish', () => {
    const error = refusal(409, { message: 'Proof of delivery needs: signature', code: 'PROOF_MISSING' });
    expect(es.errorText(error, 'error.INTERNAL')).toBe(
      'A la entrega le falta la prueba que exige este pedido.',
    );
  });

  it('falls back to the server’s sentence for a code this build does not know, and to the screen’s words for no answer', () => {
    const unknown = refusal(409, { message: 'A brand-new refusal', code: 'SOMETHING_NEWER' });
    expect(es.errorText(unknown, 'error.INTERNAL')).toBe('A brand-new refusal');
    expect(es.errorText(new TypeError('Failed to fetch'), 'error.SERVICE_UNAVAILABLE')).toBe(
      ES['error.SERVICE_UNAVAILABLE'],
    );
    expect(en.errorText(refusal(502, {}), 'error.UPSTREAM_FAILED')).toBe(EN['error.UPSTREAM_FAILED']);
  });

  it('words a refused field by its validator issue in Spanish, and keeps the server’s precise words in English', () => {
    const error = refusal(400, {
      message: 'recipientName: Too small',
      code: 'VALIDATION_FAILED',
      errors: [
        {
          path: 'recipientName',
          message: 'Recipient name is required',
          issue: 'too_small',
          origin: 'string',
          limit: 1,
        },
        { path: 'notes', message: 'Too long', issue: 'too_big', origin: 'string', limit: 500 },
        { path: 'recipientEmail', message: 'Invalid email', issue: 'invalid_format', format: 'email' },
      ],
    });
    expect(es.fieldErrors(error)).toEqual({
      recipientName: 'Este campo es obligatorio.',
      notes: 'Escriba como máximo 500 caracteres.',
      recipientEmail: 'Escriba un correo electrónico válido.',
    });
    expect(en.fieldErrors(error).recipientName).toBe('Recipient name is required');
  });

  it('words a field the server refused by its own rule with the answer’s code, keeping the whole path', () => {
    const error = refusal(400, {
      message: 'This sign-up link has expired',
      code: 'SIGN_UP_LINK_EXPIRED',
      errors: [{ path: ['token'], message: 'This sign-up link has expired' }],
    });
    expect(es.fieldErrorList(error)).toEqual([{ path: 'token', message: ES['error.SIGN_UP_LINK_EXPIRED'] }]);
    const nested = refusal(400, {
      message: 'x',
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'pieces.1.kind', message: 'Invalid option', issue: 'invalid_value' }],
    });
    expect(es.fieldErrorList(nested)).toEqual([
      { path: 'pieces.1.kind', message: ES['validation.invalid_value'] },
    ]);
    expect(es.fieldErrors(nested)).toEqual({ pieces: ES['validation.invalid_value'] });
  });

  it('has English and Spanish words for every issue the validator can name', () => {
    for (const issue of VALIDATION_ISSUES) {
      expect(EN[`validation.${issue}`], issue).toBeTruthy();
      expect(ES[`validation.${issue}`], issue).toBeTruthy();
      expect(ES[`validation.${issue}`], issue).not.toBe(EN[`validation.${issue}`]);
    }
  });
});
