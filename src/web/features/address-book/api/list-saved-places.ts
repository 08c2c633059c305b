import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiParseLater } from '@web/lib/api';
import { addressBookSchemas } from '@web/lib/domain-schemas';
import { addressBookKeys } from './keys';

export const listSavedPlaces = () =>
  apiParseLater(
    () => addressBookSchemas().then((m) => m.savedPlaceResponse.array()),
    'GET',
    '/api/saved-places',
  );

export const savedPlacesQueryOptions = () =>
  queryOptions({ queryKey: addressBookKeys.places(), queryFn: listSavedPlaces });

export const useSavedPlaces = () => useQuery(savedPlacesQueryOptions());
