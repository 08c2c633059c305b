/**
 * The worded resolver checks with the domain's own schema and says each refusal in the reader's
 * language: a Spanish reader never sees the schema's English, an English reader the catalogue's.
 */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { savedPlaceRequest } from '@domain/address-book';
import { changePasswordRequest } from '@domain/auth';
import { orderFormSchema } from '@domain/orders';
import { acceptInvitationRequest } from '@domain/invitation-accept';
import { inviteMemberRequest } from '@domain/organizations';
import type { Translate } from '@web/i18n';
import { EN } from '@web/i18n/catalogue/en';
import { ES } from '@web/i18n/catalogue/es';
import { issueWords } from '@web/i18n/issue-words';
import { wordedResolver } from './forms';

function issueTextIn(language: 'en' | 'es') {
  const intl = createIntl({
    locale: language === 'es' ? 'es-US' : 'en-US',
    messages: language === 'es' ? ES : EN,
  });
  const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);
  return issueWords(t, language);
}

/** What react-hook-form hands a resolver for a form of plain inputs. */
const OPTIONS = { fields: {}, names: [], shouldUseNativeValidation: false };

/** Each field's message after a check, as the form would show it. */
async function refusals(language: 'en' | 'es', schema: z.ZodType, values: Record<string, unknown>) {
  const resolve = wordedResolver(schema, issueTextIn(language));
  const result = await resolve(values, undefined, OPTIONS as never);
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
}

const PLACE = {
  label: 'Main lab',
  address: '1200 Main St, Houston, TX 77002',
  placeId: null,
  contactName: '',
  contactPhone: '',
  accessNotes: '',
};

describe('wordedResolver', () => {
  it('hands the schema’s output on when nothing is wrong', async () => {
    const resolve = wordedResolver(savedPlaceRequest, issueTextIn('es'));
    const result = await resolve({ ...PLACE, label: '  Main lab ' }, undefined, OPTIONS as never);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ label: 'Main lab', contactName: null, accessNotes: null });
  });

  it('says in Spanish what a person gets wrong: a required field, a bad email, too long, a phone', async () => {
    const place = await refusals('es', savedPlaceRequest, {
      ...PLACE,
      label: '   ',
      contactPhone: 'call me',
      accessNotes: 'x'.repeat(501),
    });
    expect(place).toEqual({
      label: 'Este campo es obligatorio.',
      contactPhone: 'Escriba un número de teléfono: solo dígitos, espacios y + ( ) - .',
      accessNotes: 'Escriba como máximo 500 caracteres.',
    });
    const invite = await refusals('es', inviteMemberRequest, { email: 'not-an-address', role: 'booker' });
    expect(invite).toEqual({ email: 'Escriba un correo electrónico válido.' });
    // A missing field, not merely an empty one, is required too.
    expect(await refusals('es', inviteMemberRequest, { role: 'booker' })).toEqual({
      email: 'Este campo es obligatorio.',
    });
  });

  it('says the same refusals in English from the catalogue, not the schema’s field names', async () => {
    const place = await refusals('en', savedPlaceRequest, {
      ...PLACE,
      label: '',
      contactPhone: 'call me',
      accessNotes: 'x'.repeat(501),
    });
    expect(place).toEqual({
      label: 'This field is required.',
      contactPhone: 'Enter a phone number: digits, spaces and + ( ) - . only.',
      accessNotes: 'Enter at most 500 characters.',
    });
    expect(await refusals('en', inviteMemberRequest, { email: 'a@', role: 'booker' })).toEqual({
      email: 'Enter a valid email address.',
    });
  });

  it('keeps a pattern’s own sentence in English and says the general one in Spanish', async () => {
    const join = {
      token: 't'.repeat(32),
      username: 'a b',
      password: 'Long-enough-1',
      firstName: 'A',
      lastName: 'B',
    };
    expect(await refusals('en', acceptInvitationRequest, join)).toEqual({
      username: 'Username may use letters, digits, dot, dash and underscore',
    });
    expect(await refusals('es', acceptInvitationRequest, join)).toEqual({
      username: 'No tiene el formato esperado.',
    });
  });

  it('lets no English through in Spanish, whatever the issue', async () => {
    const cases: [z.ZodType, Record<string, unknown>][] = [
      [
        savedPlaceRequest,
        {
          label: 'x'.repeat(81),
          address: '',
          placeId: 42,
          contactName: 'y'.repeat(121),
          contactPhone: '12',
          accessNotes: 7,
        },
      ],
      [inviteMemberRequest, { email: 'x'.repeat(260), role: 'admin' }],
    ];
    for (const [schema, values] of cases) {
      const spanish = await refusals('es', schema, values);
      const english = await refusals('en', schema, values);
      const schemaWords = new Set(schema.safeParse(values).error?.issues.map((issue) => issue.message));
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
      for (const [field, message] of Object.entries(spanish)) {
        expect(message, field).toBeTruthy();
        expect(schemaWords.has(message!), `${field}: ${message}`).toBe(false);
        expect(message, field).not.toBe(english[field]);
      }
    }
  });

  it('says the product’s own sentences where the spec words a field: the empty order form, a short password', async () => {
    const empty = { pickupAddress: '', deliveryAddress: '', itemDescription: '' };
    expect(await refusals('en', orderFormSchema, empty)).toMatchObject({
      pickupAddress: 'Pickup address is required',
      deliveryAddress: 'Delivery address is required',
      itemDescription: 'Item description is required',
    });
    expect(await refusals('es', orderFormSchema, empty)).toMatchObject({
      pickupAddress: 'La dirección de recogida es obligatoria',
      deliveryAddress: 'La dirección de entrega es obligatoria',
      itemDescription: 'La descripción del artículo es obligatoria',
    });
    const password = { currentPassword: '', newPassword: 'short', confirmPassword: '' };
    expect(await refusals('en', changePasswordRequest, password)).toMatchObject({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    });
    expect(await refusals('es', changePasswordRequest, password)).toMatchObject({
      newPassword: 'La contraseña debe tener al menos 8 caracteres',
    });
  });
});
