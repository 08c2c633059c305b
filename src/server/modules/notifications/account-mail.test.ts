/** The emails about an account (a password reset, an invitation to join), rendered in both languages. */
import { describe, expect, it } from 'vitest';
import { renderInvitationMail, renderPasswordResetMail } from './templates';

const LINK = 'https://medlink.example/reset-password#token=abc';

describe('the password reset email', () => {
  it('greets the person and gives the link and its minutes, in English', () => {
    const en = renderPasswordResetMail('en', { firstName: 'Olga', link: LINK, minutes: 30 });
    expect(en.subject).toBe('Reset your MedLink password');
    expect(en.text).toBe(
      [
        'Hello Olga,',
        '',
        'Someone (we hope you) asked to reset the password of your MedLink account.',
        `Choose a new one here within 30 minutes: ${LINK}`,
        '',
        'The link works once. Using it signs your account out everywhere.',
        'If you did not ask, ignore this email: your password stays as it is.',
      ].join('\n'),
    );
  });

  it('says the same in Spanish', () => {
    const es = renderPasswordResetMail('es', { firstName: 'Olga', link: LINK, minutes: 30 });
    expect(es.subject).toBe('Restablezca su contraseña de MedLink');
    expect(es.text).toContain('Hola Olga:');
    expect(es.text).toContain(`Elija una nueva aquí antes de 30 minutos: ${LINK}`);
    expect(es.text).toContain('Usarlo cierra la sesión de su cuenta en todas partes.');
  });
});

describe('the invitation email', () => {
  const values = {
    organization: 'Bayou Clinic',
    inviter: 'Olga Owner',
    role: 'booker' as const,
    link: 'https://medlink.example/join#token=xyz',
    days: 7,
  };

  it('names the organisation, the inviter, the role and the days, in English', () => {
    const en = renderInvitationMail('en', values);
    expect(en.subject).toBe('Join Bayou Clinic on MedLink');
    expect(en.text).toBe(
      [
        'Hello,',
        '',
        'Olga Owner invites you to book and follow deliveries for Bayou Clinic on MedLink, as booker.',
        `Choose your username and password here within 7 days: ${values.link}`,
        '',
        'The link works once. If you did not expect it, ignore this email.',
      ].join('\n'),
    );
  });

  it('says the same in Spanish, the role in Spanish words', () => {
    const es = renderInvitationMail('es', { ...values, role: 'receiving' });
    expect(es.subject).toBe('Únase a Bayou Clinic en MedLink');
    expect(es.text).toContain(
      'Olga Owner le invita a pedir y seguir entregas de Bayou Clinic en MedLink, con el rol de recepción.',
    );
    expect(es.text).toContain(`antes de 7 días: ${values.link}`);
  });

  // Plain text (the mailer sends no HTML part): typed names arrive as typed, never read as a
  // message pattern nor turned into markup or entities.
  it.each(['en', 'es'] as const)('shows typed names as typed (%s)', (language) => {
    const typed = "<i>O'Hara & Sons</i> {days}";
    const mail = renderInvitationMail(language, { ...values, organization: typed, inviter: '{link} Ann' });
    expect(mail.subject).toContain(typed);
    expect(mail.text).toContain(typed);
    expect(mail.text).toContain('{link} Ann');
    expect(mail.text).not.toContain('&amp;');
  });
});
