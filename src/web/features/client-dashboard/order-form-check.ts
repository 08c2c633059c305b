/**
 * The booking form is on screen before zod arrives: its check, the shared orderFormSchema through
 * zodResolver, is a chunk of its own, requested once the page is idle (or on the first check, if
 * that comes first). The rules and messages stay those of the schema; nothing here repeats one.
 */
import type { Resolver } from 'react-hook-form';
import type { OrderFormValues } from '@domain/orders';
import type { OrderFormOutput } from './submit-order';

type OrderFormResolver = Resolver<OrderFormValues, unknown, OrderFormOutput>;

let loading: Promise<OrderFormResolver> | undefined;

function loadResolver(): Promise<OrderFormResolver> {
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

export const orderFormCheck: OrderFormResolver = async (values, context, options) =>
  (await loadResolver())(values, context, options);

/** Loads the check while the person reads the form, so the first submit rarely waits for it. */
export function preloadOrderFormCheck(): void {
  const load = () => void loadResolver().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 1500 });
  else setTimeout(load, 200);
}
