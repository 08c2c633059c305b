import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { savedPlaceResponse } from '@domain/address-book';
import { apiParse } from '@web/lib/api';
import { addressBookKeys } from './keys';

export const listSavedPlaces = () => apiParse(z.array(savedPlaceResponse), 'GET', '/api/saved-places');

export const savedPlacesQueryOptions = () =>
  queryOptions({ queryKey: addressBookKeys.places(), queryFn: listSavedPlaces });

export const useSavedPlaces = () => useQuery(savedPlacesQueryOptions());
