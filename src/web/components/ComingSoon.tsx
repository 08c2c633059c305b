import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';

/** Stand-in body for a screen whose features are still being built. */
export function ComingSoon({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-md text-slate-700">{children}</p>
    </Card>
  );
}
