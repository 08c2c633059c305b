/**
 * The booking form is on screen before zod arrives: its check, the shared orderFormSchema through
 * the worded resolver, is a chunk of its own, requested once the person starts on the form (or on
 * the first check, if that comes first). The rules stay those of the schema and the words the catalogue's
 * (the reader's issueText, handed in from here, which needs no zod); nothing here repeats one.
 */
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import type { OrderFormValues } from '@domain/orders';
import { useMessages, type Messages } from '@web/i18n';
import type { OrderFormOutput } from './submit-order';

type OrderFormResolver = Resolver<OrderFormValues, unknown, OrderFormOutput>;
type IssueText = Messages['issueText'];

let loading: Promise<(issueText: IssueText) => OrderFormResolver> | undefined;

function loadResolver(): Promise<(issueText: IssueText) => OrderFormResolver> {
  // A failed load (a dropped connection) is tried again on the next check.
  loading ??= import('./order-form-resolver').then(
    (m) => m.orderFormResolver,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The check in the words of `issueText` (useMessages().issueText); the schema loads on its first run. */
export function orderFormCheck(issueText: IssueText): OrderFormResolver {
  let worded: OrderFormResolver | undefined;
  return async (values, context, options) => {
    worded ??= (await loadResolver())(issueText);
    return worded(values, context, options);
  };
}

/** The check in the reader's language, for a form component: the same resolver between renders. */
export function useOrderFormCheck(): OrderFormResolver {
  const { issueText } = useMessages();
  return useMemo(() => orderFormCheck(issueText), [issueText]);
}

/**
 * Loads the check while the person fills the form in (the booking form calls it on its first
 * focus; a screen may call it on mount), in idle time, so the first submit rarely waits for it.
 */
export function preloadOrderFormCheck(): void {
  const load = () => void loadResolver().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 1500 });
  else setTimeout(load, 200);
}
