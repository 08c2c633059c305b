import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leaderboardEntry } from '@domain/driver';
import { apiParse } from '@web/lib/api';
import { driverKeys } from './keys';

export const getLeaderboard = () => apiParse(z.array(leaderboardEntry), 'GET', '/api/driver/leaderboard');

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: driverKeys.leaderboard(), queryFn: getLeaderboard });

export const useLeaderboard = () => useQuery(leaderboardQueryOptions());
