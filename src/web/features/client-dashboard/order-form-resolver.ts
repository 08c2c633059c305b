/**
 * The booking form's check as react-hook-form runs it: the shared orderFormSchema (zod with it),
 * its issues worded in the reader's language by the issueText the form hands in.
 */
import { orderFormSchema, type OrderFormValues } from '@domain/orders';
import type { Messages } from '@web/i18n';
import { wordedResolver } from '@web/lib/forms';
import type { OrderFormOutput } from './submit-order';

export const orderFormResolver = (issueText: Messages['issueText']) =>
  wordedResolver<OrderFormValues, OrderFormOutput>(orderFormSchema, issueText);
