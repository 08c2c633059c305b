/** The words of the demo data: what is carried, who hands it over, what people say. */
import type { OrderStatus, ServiceType } from '@domain/enums';

export const ITEMS: Readonly<Record<ServiceType, readonly string[]>> = {
  medical_prescription: [
    'Discharge prescriptions, 4 sealed bags',
    'Insulin pens for 3 patients (refrigerated)',
    'Compounded pediatric amoxicillin suspension',
    'Oral chemotherapy refill, capecitabine 500 mg',
    'Anticoagulant refills for the cardiology clinic',
    'Schedule II prescriptions in a sealed tote',
    'Specialty pharmacy order: adalimumab pens (cold chain)',
    'Hospice comfort kit prescriptions',
  ],
  medical_equipment: [
    'Portable oxygen concentrator with spare battery',
    'Infusion pump, serviced and calibrated',
    'Wheelchair and walker for a discharged patient',
    'CPAP machine with humidifier',
    'Glucometer starter kits, case of 24',
    'Nebulizer units (6) with tubing sets',
  ],
  laboratory_sample: [
    'Blood draw tubes, 12 specimens, ambient',
    'Urine culture specimens in cooler (2-8 °C)',
    'STAT CBC and BMP tubes',
    'Surgical pathology specimens in formalin',
    'Respiratory PCR swabs, 30 specimens',
    'Frozen plasma aliquots on dry ice',
  ],
  financial_document: [
    'Daily deposit bag and reconciliation report',
    'Signed loan closing package',
    "Batch of cashier's checks, sealed envelope",
    'Month-end statements for external audit',
    'Payroll checks, sealed pouch',
  ],
  secure_document: [
    'Patient medical records transfer, sealed',
    'Signed consent forms and HIPAA releases',
    'Records in response to a subpoena',
    'Credentialing files in a tamper-evident envelope',
    'Controlled-substance inventory logs',
  ],
};

export const INSTRUCTIONS: Readonly<Record<ServiceType, readonly string[]>> = {
  medical_prescription: [
    'Keep refrigerated (2-8 °C). Do not leave unattended.',
    'Deliver to the outpatient pharmacy window and ask for the charge pharmacist.',
    'Patient is waiting for discharge: please call on arrival.',
  ],
  medical_equipment: [
    'Fragile: keep upright.',
    'Use the loading dock on the north side.',
    'Two boxes: count on hand-off.',
  ],
  laboratory_sample: [
    'Specimens must reach the lab within 2 hours of collection.',
    'Keep the cooler closed; temperature logger inside.',
    'Hand to accessioning only, not the front desk.',
  ],
  financial_document: [
    'Hand to the branch operations manager only.',
    'Do not leave with the teller line; security escort on site.',
  ],
  secure_document: ['Recipient must show government ID.', 'Tamper-evident seal must be intact on hand-off.'],
};

export const CONTACT_FIRST_NAMES = [
  'Alicia',
  'Brian',
  'Denise',
  'Hector',
  'Grace',
  'Marcus',
  'Nora',
  'Omar',
  'Paula',
  'Rafael',
  'Tanya',
  'Victor',
  'Wendy',
  'Yolanda',
  'Samuel',
  'Irene',
  'Jorge',
  'Kimberly',
  'Luis',
  'Megan',
] as const;

export const CONTACT_LAST_NAMES = [
  'Moreno',
  'Okafor',
  'Chen',
  'Ramirez',
  'Thompson',
  'Patel',
  'Guerrero',
  'Sullivan',
  'Kim',
  'Baker',
  'Flores',
  'Washington',
  'Nguyen',
  'Castillo',
  'Reyes',
  'Hughes',
  'Delgado',
  'Foster',
  'Ibarra',
  'Lam',
] as const;

export const DECLINE_REASONS = [
  'Declined: pickup address could not be verified.',
  'Declined: duplicate of an order already booked.',
  'Declined: dry-ice shipments need a certified courier we do not have on that route.',
  'Declined: requested window is outside our service hours.',
] as const;

export const CANCEL_REASONS = [
  'Cancelled by client: patient picked up in person.',
  'Cancelled by client: booked by mistake.',
  'Cancelled by client: physician changed the order.',
  'Cancelled by client: recipient office closed today.',
] as const;

export const CLIENT_FEEDBACK: Readonly<Record<number, readonly string[]>> = {
  5: [
    'On time and very professional.',
    'Kept the cold chain perfectly, thank you!',
    'Great communication the whole way.',
    'Fast pickup, friendly driver.',
  ],
  4: ['Arrived a little late but kept us posted.', 'Good service overall.'],
  3: ['Delivery was fine, but the driver did not call ahead as asked.'],
  2: ['Arrived 40 minutes late without an update.'],
};

export const DRIVER_FEEDBACK = [
  'Package was ready and well labelled.',
  'Smooth hand-off, friendly staff.',
  'Had to wait 10 minutes at pickup.',
] as const;

/**
 * Chat scripts, strictly alternating between the driver ('d') and the client ('c'). Each line is
 * tagged with the order status from which it makes sense, so an order in transit never reads
 * "delivered" in its chat; a script may be limited to the services it talks about.
 */
export type ChatLine = readonly [sender: 'd' | 'c', minStatus: OrderStatus, text: string];

export interface ChatScript {
  services?: readonly ServiceType[];
  lines: readonly ChatLine[];
}

export const CHAT_SCRIPTS: readonly ChatScript[] = [
  {
    lines: [
      [
        'd',
        'assigned',
        "Hi, this is {driver} with MedLink. I've accepted {order} and will be at {pickup} shortly.",
      ],
      ['c', 'assigned', 'Thanks {driver}! {pickupContact} has it ready for you.'],
      ['d', 'pickup_complete', 'Picked up, seal intact. Heading to {delivery} now.'],
      ['c', 'in_transit', 'Great. Please ask for {deliveryContact} when you arrive.'],
      ['d', 'delivered', 'Delivered and signed for by {deliveryContact}.'],
      ['c', 'delivered', 'Perfect, thank you!'],
    ],
  },
  {
    services: ['medical_prescription', 'laboratory_sample'],
    lines: [
      ['c', 'assigned', 'Hi {driver}, these need to stay cold. Please keep the cooler closed.'],
      ['d', 'assigned', 'Understood, I have an insulated tote with ice packs.'],
      ['c', 'pickup_scheduled', 'Security may ask for your badge at the loading dock.'],
      ['d', 'pickup_complete', 'No problem, all picked up. The logger reads 4 °C.'],
      ['c', 'in_transit', "Thanks! What's your ETA?"],
      ['d', 'in_transit', 'About {eta}, traffic is light.'],
      ['c', 'delivered', 'They just confirmed receipt. Thank you!'],
    ],
  },
  {
    lines: [
      ['d', 'pickup_scheduled', "Heads up: there's a wreck on the freeway, I'm about 10 minutes behind."],
      ['c', 'pickup_scheduled', "Thanks for letting me know. It's sealed and waiting at the desk."],
      ['d', 'pickup_complete', 'Got it. On the way to {delivery}.'],
      ['c', 'in_transit', 'Appreciate it. {deliveryContact} is expecting you.'],
      ['d', 'delivered', 'Done: handed to {deliveryContact} with signature.'],
    ],
  },
];
