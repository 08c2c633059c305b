/** The audit screen's filter form as a query string the API takes (pure, tested without a page). */
import { orderNumberInSearch } from '@domain/admin';
import type { MessageKey } from '@web/i18n';

export interface AuditFilterForm {
  order: string;
  person: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: AuditFilterForm = { order: '', person: '', action: '', from: '', to: '' };

/** `ML-0042`, `#42` or `42` -> 42; anything else is not an order number. */
export const orderIdOf = (text: string) => orderNumberInSearch(text)?.id ?? null;

/** The problems of a form, by field, as catalogue keys; empty when it can be sent. */
export function filterProblems(form: AuditFilterForm): Partial<Record<keyof AuditFilterForm, MessageKey>> {
  const problems: Partial<Record<keyof AuditFilterForm, MessageKey>> = {};
  if (form.order.trim() && orderIdOf(form.order) === null) problems.order = 'audit.problem.order';
  if (form.person.trim() && !/^\d{1,10}$/.test(form.person.trim())) problems.person = 'audit.problem.person';
  if (form.from && form.to && form.from > form.to) problems.to = 'audit.problem.range';
  return problems;
}

/** The query string of a valid form (empty fields left out). */
export function auditSearch(form: AuditFilterForm): string {
  const params = new URLSearchParams();
  const orderId = form.order.trim() ? orderIdOf(form.order) : null;
  if (orderId !== null) params.set('orderId', String(orderId));
  if (form.person.trim()) params.set('userId', form.person.trim());
  if (form.action) params.set('action', form.action);
  if (form.from) params.set('from', form.from);
  if (form.to) params.set('to', form.to);
  return params.toString();
}

/** `order_created` -> `Order created`. */
export const actionLabel = (action: string) => {
  const words = action.replace(/[_.:-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
