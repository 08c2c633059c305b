/** Every notification, rendered in both languages: what the client and the recipient read. */
import { describe, expect, it } from 'vitest';
import { CLIENT_STATUS_WORDING } from '@domain/client-status';
import type { Language } from '@domain/languages';
import { NOTIFICATION_MESSAGES } from './messages';
import { ORIGIN, renderNotification, renderSignUpMail, withOrigin, type TemplateInput } from './templates';

const base = { displayNumber: 'ML-0042', trackingToken: 'tok123', orderId: 42 };
const recipient = (language: Language): TemplateInput => ({
  ...base,
  audience: 'recipient',
  senderName: 'Bayou Pharmacy',
  language,
});
const client = (language: Language): TemplateInput => ({ ...base, audience: 'client', language });
const send = (text: string) => withOrigin(text, 'https://medlink.example');
const TRACK = 'https://medlink.example/t/tok123';

describe('order_confirmed', () => {
  it('tells the client where the order stands, in English and in Spanish', () => {
    const en = renderNotification('order_confirmed', {
      ...client('en'),
      clientStatus: 'paid_awaiting_driver',
    });
    expect(en.subject).toBe(`MedLink ML-0042: ${CLIENT_STATUS_WORDING.paid_awaiting_driver.label}`);
    expect(send(en.text)).toBe(
      `Order ML-0042: Paid — waiting for a driver. We will tell you when a driver is on the way.\nTrack it: ${TRACK}\n\nMedLink courier service`,
    );
    const es = renderNotification('order_confirmed', {
      ...client('es'),
      clientStatus: 'paid_awaiting_driver',
    });
    expect(es.subject).toBe('MedLink ML-0042: Pagado — esperando un conductor');
    expect(send(es.text)).toBe(
      `Pedido ML-0042: Pagado — esperando un conductor. Le avisaremos cuando un conductor vaya en camino.\nSígalo aquí: ${TRACK}\n\nServicio de mensajería MedLink`,
    );
  });

  it('tells the recipient who sends it, in either language', () => {
    const en = renderNotification('order_confirmed', recipient('en'));
    expect(en.subject).toBe('MedLink ML-0042: order confirmed');
    expect(send(en.text)).toBe(
      `Order ML-0042 from Bayou Pharmacy is confirmed. We will tell you when a driver is on the way.\nTrack it: ${TRACK}\n\nMedLink courier service`,
    );
    const es = renderNotification('order_confirmed', recipient('es'));
    expect(es.subject).toBe('MedLink ML-0042: pedido confirmado');
    expect(send(es.text)).toBe(
      `El pedido ML-0042 de Bayou Pharmacy está confirmado. Le avisaremos cuando un conductor vaya en camino.\nSígalo aquí: ${TRACK}\n\nServicio de mensajería MedLink`,
    );
  });
});

describe('driver_on_the_way', () => {
  it('links the live page, in English and in Spanish', () => {
    const en = renderNotification('driver_on_the_way', recipient('en'));
    expect(en.subject).toBe('MedLink ML-0042: driver on the way');
    expect(send(en.text)).toBe(
      `A driver is on the way for order ML-0042 from Bayou Pharmacy.\nFollow it live: ${TRACK}\n\nMedLink courier service`,
    );
    const es = renderNotification('driver_on_the_way', recipient('es'));
    expect(es.subject).toBe('MedLink ML-0042: conductor en camino');
    expect(send(es.text)).toBe(
      `Un conductor va en camino por el pedido ML-0042 de Bayou Pharmacy.\nSígalo en vivo: ${TRACK}\n\nServicio de mensajería MedLink`,
    );
  });
});

describe('picked_up', () => {
  it('says the item is on its way, in English and in Spanish', () => {
    const en = renderNotification('picked_up', client('en'));
    expect(en.subject).toBe('MedLink ML-0042: picked up');
    expect(send(en.text)).toBe(
      `Order ML-0042 has been picked up and is heading to its destination.\nTrack it: ${TRACK}\n\nMedLink courier service`,
    );
    const es = renderNotification('picked_up', recipient('es'));
    expect(es.subject).toBe('MedLink ML-0042: recogido');
    expect(send(es.text)).toBe(
      `El pedido ML-0042 de Bayou Pharmacy fue recogido y va hacia su destino.\nSígalo aquí: ${TRACK}\n\nServicio de mensajería MedLink`,
    );
  });
});

describe('delivered', () => {
  it('gives the client the custody certificate and the recipient the page, in both languages', () => {
    const certificate = 'https://medlink.example/orders/42/custody';
    expect(send(renderNotification('delivered', client('en')).text)).toBe(
      `Order ML-0042 has been delivered.\nCustody certificate: ${certificate}\n\nMedLink courier service`,
    );
    expect(send(renderNotification('delivered', client('es')).text)).toBe(
      `El pedido ML-0042 fue entregado.\nCertificado de custodia: ${certificate}\n\nServicio de mensajería MedLink`,
    );
    expect(renderNotification('delivered', recipient('en')).subject).toBe('MedLink ML-0042: delivered');
    const es = renderNotification('delivered', recipient('es'));
    expect(es.subject).toBe('MedLink ML-0042: entregado');
    expect(send(es.text)).toBe(
      `El pedido ML-0042 de Bayou Pharmacy fue entregado.\nDetalles: ${TRACK}\n\nServicio de mensajería MedLink`,
    );
  });

  it('keeps the link placeholder for the worker to fill at sending time', () => {
    expect(renderNotification('delivered', recipient('es')).text).toContain(`${ORIGIN}/t/tok123`);
  });
});

describe('the sign-up emails', () => {
  const values = {
    firstName: 'Ana',
    origin: 'https://medlink.example/',
    link: 'https://medlink.example/verify/abc',
    hours: 24,
  };

  it('sends the sign-up link, in English and in Spanish', () => {
    const en = renderSignUpMail('verify', 'en', values);
    expect(en.subject).toBe('Finish signing up to MedLink');
    expect(en.text).toContain('open this link within 24 hours:\nhttps://medlink.example/verify/abc');
    const es = renderSignUpMail('verify', 'es', values);
    expect(es.subject).toBe('Termine de registrarse en MedLink');
    expect(es.text).toContain('abra este enlace antes de 24 horas:\nhttps://medlink.example/verify/abc');
  });

  it('tells the owner of a taken address where to sign in, in English and in Spanish', () => {
    const en = renderSignUpMail('taken', 'en', values);
    expect(en.text).toContain('Hello Ana,');
    expect(en.text).toContain('sign in: https://medlink.example/login');
    expect(en.text).toContain('Choose a new one: https://medlink.example/forgot-password');
    const es = renderSignUpMail('taken', 'es', values);
    expect(es.subject).toBe('Alguien intentó registrarse en MedLink con su correo');
    expect(es.text).toContain('Hola Ana:');
    expect(es.text).toContain('inicie sesión: https://medlink.example/login');
  });
});

describe('the notification catalogue', () => {
  /** Argument names of an ICU message ('{n}', '{status}'). */
  const argumentsOf = (message: string) =>
    [...message.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map((m) => m[1]).sort();

  it('has every message in both languages, with the same arguments', () => {
    const { en, es } = NOTIFICATION_MESSAGES;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect({ key, args: argumentsOf(es[key]) }).toEqual({ key, args: argumentsOf(en[key]) });
    }
  });
});
