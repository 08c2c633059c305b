import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { achievementResponse } from '@domain/driver';
import { apiParse } from '@web/lib/api';
import { driverKeys } from './keys';

export const listAchievements = (driverId: number) =>
  apiParse(z.array(achievementResponse), 'GET', `/api/driver/${driverId}/achievements`);

export const achievementsQueryOptions = (driverId: number) =>
  queryOptions({ queryKey: driverKeys.achievements(driverId), queryFn: () => listAchievements(driverId) });

export const useAchievements = (driverId: number) => useQuery(achievementsQueryOptions(driverId));
