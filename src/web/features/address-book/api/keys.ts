/**
 * Query keys of the address book, from one factory: the URL paths of its two lists.
 * Every write invalidates both, because a template answers the saved places it names.
 */
export const addressBookKeys = {
  places: () => ['/api/saved-places'] as const,
  templates: () => ['/api/order-templates'] as const,
};
