/** How an order is named and placed in a line of text, the same on every screen that lists one. */

/** 'ML-0042', '#ML-0042', 'ml42' or '42' -> 42; anything else -> null. */
export function orderNumberFrom(text: string): number | null {
  const match = /^#?\s*(?:ml-?\s*)?(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** '6565 Fannin St, Houston, TX 77030' -> '6565 Fannin St'. */
export const street = (address: string) => address.split(',')[0] ?? address;
