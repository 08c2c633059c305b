import { describe, expect, it } from 'vitest';
import type { OrderTemplate, SavedPlace } from '@domain/address-book';
import type { OrderFormValues } from '@domain/orders';
import { accessLine, formToTemplate, placeToEnd, templateToForm, withLine } from './fill-order';

const LAB: SavedPlace = {
  id: 7,
  clientId: 2,
  label: 'Main lab',
  address: '6565 Fannin St, Houston, TX 77030',
  placeId: 'eyJrIjoieiJ9',
  latitude: '29.707300',
  longitude: '-95.397800',
  state: 'TX',
  precision: 'zip',
  contactName: 'Front desk',
  contactPhone: '713-555-0101',
  accessNotes: 'Dock B',
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
};
const BLANK: OrderFormValues = {
  serviceType: 'medical_prescription',
  priority: 'standard',
  pickupAddress: '',
  pickupLatitude: null,
  pickupLongitude: null,
  deliveryAddress: '',
  deliveryLatitude: null,
  deliveryLongitude: null,
  itemDescription: '',
  specialInstructions: '',
};

describe('the booking form and the address book', () => {
  it('fills an end with the saved place’s words and place id, so the server resolves that place', () => {
    expect(placeToEnd(LAB, 'pickup')).toMatchObject({
      pickupAddress: LAB.address,
      pickupPlaceId: LAB.placeId,
      pickupLatitude: 29.7073,
      pickupContactName: 'Front desk',
    });
  });

  it('adds a place’s access notes to the instructions once', () => {
    const line = accessLine(LAB, 'pickup');
    expect(line).toBe('Pickup access (Main lab): Dock B');
    const once = withLine('Fragile', line);
    expect(withLine(once, line)).toBe('Fragile\nPickup access (Main lab): Dock B');
  });

  it('a template fills the whole form, and the form saves back naming the saved place', () => {
    const template = {
      ...formToTemplate('Morning run', { ...BLANK, ...placeToEnd(LAB, 'pickup') }, [LAB]),
      id: 1,
      clientId: 2,
      pickupPlace: LAB,
      deliveryPlace: null,
      createdAt: '',
      updatedAt: '',
    } as OrderTemplate;
    expect(template.pickupSavedPlaceId).toBe(7);
    expect(template.pickupAddress).toBeNull();
    const filled = templateToForm({ ...template, deliveryAddress: '1200 Main St, Houston, TX 77002' }, BLANK);
    expect(filled).toMatchObject({
      pickupAddress: LAB.address,
      pickupPlaceId: LAB.placeId,
      deliveryAddress: '1200 Main St, Houston, TX 77002',
      deliveryLatitude: null,
    });
  });

  it('keeps a scheduled run as standard: a template holds no date', () => {
    expect(formToTemplate('x', { ...BLANK, priority: 'scheduled' }, []).priority).toBe('standard');
  });
});
