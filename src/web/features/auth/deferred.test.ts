/**
 * The signed-out forms' check (they ship no catalogue): an English reader reads the schema's own
 * sentence, a Spanish reader the catalogue's Spanish for the same refusal, never the English.
 */
import { describe, expect, it } from 'vitest';
import { schemaCheck } from './deferred';

const checkSignIn = schemaCheck((schemas) => schemas.loginRequest);
const checkSignUp = schemaCheck((schemas) => schemas.signUpForm);

const SIGN_UP = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  organizationName: '',
  email: 'ana@example.com',
  username: 'ana.ruiz',
  role: 'client' as const,
  password: 'a long enough password 1',
  confirmPassword: 'a long enough password 1',
};

describe('schemaCheck', () => {
  it('says what is missing in Spanish to a Spanish reader', async () => {
    expect(await checkSignIn({ username: '  ', password: '' }, 'es')).toEqual({
      ok: false,
      errors: { username: 'Este campo es obligatorio.', password: 'Este campo es obligatorio.' },
    });
    const signUp = await checkSignUp(
      { ...SIGN_UP, email: 'not-an-address', confirmPassword: 'another password 2' },
      'es',
    );
    expect(signUp).toEqual({
      ok: false,
      errors: {
        email: 'Escriba un correo electrónico válido.',
        confirmPassword: 'Las contraseñas no coinciden.',
      },
    });
  });

  it("keeps the schema's own sentence for an English reader", async () => {
    expect(await checkSignIn({ username: '', password: '' }, 'en')).toEqual({
      ok: false,
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it("hands the schema's output on when nothing is wrong, in either language", async () => {
    for (const language of ['en', 'es'] as const)
      expect(await checkSignIn({ username: ' ana.ruiz ', password: 'secret' }, language)).toEqual({
        ok: true,
        values: { username: 'ana.ruiz', password: 'secret' },
      });
  });
});
