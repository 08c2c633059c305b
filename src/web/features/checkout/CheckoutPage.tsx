import { CreditCard } from 'lucide-react';
import { Redirect, useSearch } from 'wouter';
import { displayNumber } from '@domain/display';
import { ComingSoon } from '@web/components/ComingSoon';
import { PageHeader } from '@web/components/PageHeader';

/** Reads ?orderId=&amount=; without both there is nothing to pay, so back to the dashboard (spec 2). */
export function CheckoutPage() {
  const params = new URLSearchParams(useSearch());
  const orderId = Number(params.get('orderId'));
  const amount = params.get('amount');
  if (!params.get('orderId') || !Number.isInteger(orderId) || orderId <= 0 || !amount) {
    return <Redirect to="/dashboard" replace />;
  }
  return (
    <>
      <PageHeader title="Checkout" description={`Payment for order #${displayNumber(orderId)}: $${amount}`} />
      <ComingSoon icon={CreditCard}>The order summary and payment form are coming here next.</ComingSoon>
    </>
  );
}
