/** The booking form's check as react-hook-form runs it: the shared orderFormSchema (zod with it). */
import { zodResolver } from '@hookform/resolvers/zod';
import { orderFormSchema } from '@domain/orders';

export const orderFormResolver = zodResolver(orderFormSchema);
