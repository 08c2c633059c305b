/** Radix tabs styled for the console: a row on wide screens, three equal cells (icon over label) on a phone. */
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'grid w-full grid-cols-3 gap-1 rounded-lg border border-slate-200 bg-white p-1 shadow-sm sm:flex sm:w-fit',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex flex-col items-center justify-center gap-1 rounded-md px-2 py-2 text-center text-xs leading-tight font-medium text-slate-700 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm sm:whitespace-nowrap hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 data-[state=active]:bg-teal-700 data-[state=active]:text-white [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-600',
        className,
      )}
      {...props}
    />
  );
}
