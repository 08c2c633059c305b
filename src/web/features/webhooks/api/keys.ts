/** Query keys of the webhooks screen, from one factory, so invalidation is by key, not by URL text. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (webhookId: number) => [...webhookKeys.all, webhookId, 'deliveries'] as const,
};
