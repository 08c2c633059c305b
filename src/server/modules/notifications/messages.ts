/**
 * The words of every notification, in English and Spanish (ICU messages, formatted with FormatJS
 * as the web app's catalogue is). The client's status words come from client-status.ts in
 * English, so its table stays their one home; the Spanish beside them is checked key for key by
 * messages.test.ts.
 */
import { CLIENT_STATUS_KEYS, CLIENT_STATUS_WORDING, type ClientStatusKey } from '@domain/client-status';
import type { Language } from '@domain/languages';

const clientStatusEn = Object.fromEntries(
  CLIENT_STATUS_KEYS.map((key) => [`clientStatus.${key}`, CLIENT_STATUS_WORDING[key].label]),
) as Record<`clientStatus.${ClientStatusKey}`, string>;

const EN = {
  sign: '\n\nMedLink courier service',
  from: ' from {sender}',
  yourSender: 'Your sender',
  'confirmed.client.subject': 'MedLink {n}: {status}',
  'confirmed.client.text':
    'Order {n}: {status}. We will tell you when a driver is on the way.\nTrack it: {track}{sign}',
  'confirmed.subject': 'MedLink {n}: order confirmed',
  'confirmed.text':
    'Order {n}{from} is confirmed. We will tell you when a driver is on the way.\nTrack it: {track}{sign}',
  'onTheWay.subject': 'MedLink {n}: driver on the way',
  'onTheWay.text': 'A driver is on the way for order {n}{from}.\nFollow it live: {track}{sign}',
  'pickedUp.subject': 'MedLink {n}: picked up',
  'pickedUp.text':
    'Order {n}{from} has been picked up and is heading to its destination.\nTrack it: {track}{sign}',
  'delivered.subject': 'MedLink {n}: delivered',
  'delivered.client.text': 'Order {n} has been delivered.\nCustody certificate: {certificate}{sign}',
  'delivered.text': 'Order {n}{from} has been delivered.\nDetails: {track}{sign}',
  'signUp.verify.subject': 'Finish signing up to MedLink',
  'signUp.verify.text':
    'Hello,\n\nTo finish creating your MedLink account, open this link within {hours} hours:\n{link}\n\nThe link works once. If you did not sign up, ignore this email: no account is made.{sign}',
  'signUp.taken.subject': 'Someone tried to sign up to MedLink with your email',
  'signUp.taken.text':
    'Hello {firstName},\n\nSomeone tried to create a new MedLink account with this email address, which already has an account. Nothing was changed.\n\nIf it was you, sign in: {signIn}\nForgot your password? Choose a new one: {reset}\n\nIf it was not you, you need not do anything.{sign}',
  'invoice.issued.subject': 'MedLink invoice {number}: {total} due {dueOn}',
  'invoice.issued.text':
    'Invoice {number} for {organization} is attached.\nDeliveries from {periodStart} to {periodEnd}: {deliveries}.\nTotal {total}, due by {dueOn}.\n\nYour invoices and statement: {link}',
  'invoice.overdue.subject': 'Reminder: MedLink invoice {number} is overdue ({balance})',
  'invoice.overdue.text':
    'Invoice {number} for {organization} was due on {dueOn} and is {days, plural, one {# day} other {# days}} overdue.\nBalance still owed: {balance}. The invoice is attached.\n\nYour invoices and statement: {link}\nIf you have already paid, thank you: please disregard this reminder.',
  'reset.subject': 'Reset your MedLink password',
  'reset.text':
    'Hello {firstName},\n\nSomeone (we hope you) asked to reset the password of your MedLink account.\nChoose a new one here within {minutes} minutes: {link}\n\nThe link works once. Using it signs your account out everywhere.\nIf you did not ask, ignore this email: your password stays as it is.',
  'invite.subject': 'Join {organization} on MedLink',
  'invite.text':
    'Hello,\n\n{inviter} invites you to book and follow deliveries for {organization} on MedLink, as {role}.\nChoose your username and password here within {days} days: {link}\n\nThe link works once. If you did not expect it, ignore this email.',
  'invite.role.owner': 'owner',
  'invite.role.booker': 'booker',
  'invite.role.viewer': 'viewer',
  'invite.role.receiving': 'receiving',
  ...clientStatusEn,
};

export type NotificationMessageKey = keyof typeof EN;

const ES: Record<NotificationMessageKey, string> = {
  sign: '\n\nServicio de mensajería MedLink',
  from: ' de {sender}',
  yourSender: 'Su remitente',
  'confirmed.client.subject': 'MedLink {n}: {status}',
  'confirmed.client.text':
    'Pedido {n}: {status}. Le avisaremos cuando un conductor vaya en camino.\nSígalo aquí: {track}{sign}',
  'confirmed.subject': 'MedLink {n}: pedido confirmado',
  'confirmed.text':
    'El pedido {n}{from} está confirmado. Le avisaremos cuando un conductor vaya en camino.\nSígalo aquí: {track}{sign}',
  'onTheWay.subject': 'MedLink {n}: conductor en camino',
  'onTheWay.text': 'Un conductor va en camino por el pedido {n}{from}.\nSígalo en vivo: {track}{sign}',
  'pickedUp.subject': 'MedLink {n}: recogido',
  'pickedUp.text': 'El pedido {n}{from} fue recogido y va hacia su destino.\nSígalo aquí: {track}{sign}',
  'delivered.subject': 'MedLink {n}: entregado',
  'delivered.client.text': 'El pedido {n} fue entregado.\nCertificado de custodia: {certificate}{sign}',
  'delivered.text': 'El pedido {n}{from} fue entregado.\nDetalles: {track}{sign}',
  'signUp.verify.subject': 'Termine de registrarse en MedLink',
  'signUp.verify.text':
    'Hola:\n\nPara terminar de crear su cuenta de MedLink, abra este enlace antes de {hours} horas:\n{link}\n\nEl enlace funciona una sola vez. Si usted no se registró, ignore este correo: no se crea ninguna cuenta.{sign}',
  'signUp.taken.subject': 'Alguien intentó registrarse en MedLink con su correo',
  'signUp.taken.text':
    'Hola {firstName}:\n\nAlguien intentó crear una cuenta nueva de MedLink con esta dirección de correo, que ya tiene una cuenta. No se cambió nada.\n\nSi fue usted, inicie sesión: {signIn}\n¿Olvidó su contraseña? Elija una nueva: {reset}\n\nSi no fue usted, no necesita hacer nada.{sign}',
  'invoice.issued.subject': 'Factura {number} de MedLink: {total}, vence el {dueOn}',
  'invoice.issued.text':
    'Adjuntamos la factura {number} de {organization}.\nEntregas del {periodStart} al {periodEnd}: {deliveries}.\nTotal {total}, a pagar a más tardar el {dueOn}.\n\nSus facturas y estado de cuenta: {link}',
  'invoice.overdue.subject': 'Recordatorio: la factura {number} de MedLink está vencida ({balance})',
  'invoice.overdue.text':
    'La factura {number} de {organization} venció el {dueOn} y lleva {days, plural, one {# día} other {# días}} de atraso.\nSaldo pendiente: {balance}. Adjuntamos la factura.\n\nSus facturas y estado de cuenta: {link}\nSi ya pagó, gracias: por favor ignore este recordatorio.',
  'reset.subject': 'Restablezca su contraseña de MedLink',
  'reset.text':
    'Hola {firstName}:\n\nAlguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de MedLink.\nElija una nueva aquí antes de {minutes} minutos: {link}\n\nEl enlace funciona una sola vez. Usarlo cierra la sesión de su cuenta en todas partes.\nSi usted no lo pidió, ignore este correo: su contraseña sigue igual.',
  'invite.subject': 'Únase a {organization} en MedLink',
  'invite.text':
    'Hola:\n\n{inviter} le invita a pedir y seguir entregas de {organization} en MedLink, con el rol de {role}.\nElija su nombre de usuario y contraseña aquí antes de {days} días: {link}\n\nEl enlace funciona una sola vez. Si no lo esperaba, ignore este correo.',
  'invite.role.owner': 'propietario',
  'invite.role.booker': 'solicitante',
  'invite.role.viewer': 'observador',
  'invite.role.receiving': 'recepción',
  'clientStatus.awaiting_payment': 'Esperando el pago',
  'clientStatus.paid_awaiting_confirmation': 'Pagado — esperando confirmación',
  'clientStatus.paid_address_check': 'Pagado — esperando la revisión de la dirección',
  'clientStatus.paid_awaiting_driver': 'Pagado — esperando un conductor',
  'clientStatus.approved_awaiting_driver': 'Aprobado — esperando un conductor',
  'clientStatus.confirmed_awaiting_driver': 'Confirmado — esperando un conductor',
  'clientStatus.driver_assigned': 'Conductor asignado',
  'clientStatus.driver_to_pickup': 'Conductor camino a la recogida',
  'clientStatus.picked_up': 'Recogido',
  'clientStatus.in_transit': 'Camino a la entrega',
  'clientStatus.delivered': 'Entregado',
  'clientStatus.cancelled_refunded': 'Cancelado — reembolsado',
  'clientStatus.cancelled': 'Cancelado',
  'clientStatus.declined': 'Rechazado por despacho',
};

export const NOTIFICATION_MESSAGES: Readonly<
  Record<Language, Readonly<Record<NotificationMessageKey, string>>>
> = { en: EN, es: ES };
