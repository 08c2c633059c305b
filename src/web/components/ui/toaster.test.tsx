// @vitest-environment jsdom
/**
 * A toast speaks the reader's language all through: its close button and the words a screen
 * reader announces it and its region with come from the catalogue, not Radix's English.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EN } from '@web/i18n/catalogue/en';
import { ES } from '@web/i18n/catalogue/es';
import { MessagesProvider } from '@web/i18n/MessagesProvider';
import { Toaster } from './toaster';
import { toast } from './use-toast';

afterEach(cleanup);

const shown = (language: 'en' | 'es', messages: typeof EN) => {
  render(
    <MessagesProvider language={language} messages={messages}>
      <Toaster />
    </MessagesProvider>,
  );
  act(() => {
    toast({ title: 'Pedido creado' });
  });
};

describe('the toast', () => {
  it('is closed by a button named in Spanish for a Spanish reader', () => {
    shown('es', ES);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeTruthy();
  });

  it('is closed by a button named in English for an English reader', () => {
    shown('en', EN);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
