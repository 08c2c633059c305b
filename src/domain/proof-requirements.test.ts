import { describe, expect, it } from 'vitest';
import { proofRequirements } from './proof-requirements';

const none = {
  requiresSignature: false,
  requiresId: false,
  requiresPhoto: false,
  temperatureClass: 'ambient',
} as const;

describe('proofRequirements', () => {
  it('names nothing for an order that asks for nothing', () => {
    expect(proofRequirements(none)).toEqual([]);
  });

  it('names a photo and a frozen reading, not only a signature', () => {
    expect(
      proofRequirements({
        ...none,
        requiresSignature: true,
        requiresPhoto: true,
        temperatureClass: 'frozen',
      }).map((p) => [p.label, p.detail]),
    ).toEqual([
      ['Signature', 'Signature at pickup and delivery'],
      ['Photo', 'Photo of the delivered item'],
      ['Temperature', 'Temperature reading at pickup and delivery (-15 °C or colder)'],
    ]);
  });
});
