/** Display number of an order: 'ML-' + id padded to 4 digits (contract). */
export function displayNumber(orderId: number): string {
  return `ML-${String(orderId).padStart(4, '0')}`;
}
