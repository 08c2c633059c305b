/** Query keys of the earnings screen: the URL path of each read, split into parts. */
export const earningsKeys = {
  all: ['/api/driver-pay'] as const,
  weeks: (driverId: number) => [...earningsKeys.all, 'drivers', driverId, 'weeks'] as const,
  week: (driverId: number, weekStart: string) => [...earningsKeys.weeks(driverId), weekStart] as const,
};
