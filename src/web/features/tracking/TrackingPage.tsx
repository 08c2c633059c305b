import { MapPin } from 'lucide-react';
import { ComingSoon } from '@web/components/ComingSoon';
import { PageHeader } from '@web/components/PageHeader';

export function TrackingPage() {
  return (
    <>
      <PageHeader title="Track Your Delivery" description="Where your deliveries are right now." />
      <ComingSoon icon={MapPin}>
        Tracking by order number, live progress and driver details are coming here next.
      </ComingSoon>
    </>
  );
}
