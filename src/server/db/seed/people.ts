/**
 * The demo customers and staff. The organisations are fictional; their street addresses are real
 * buildings, so maps and prices look right.
 *
 * Accounts (users.id in this order, which the contract relies on for the first three):
 *   1  admin          admin123   admin   Dana Whitfield
 *   2  client         client123  client  Carla Mendoza, Sample Pharmacy (Houston)
 *   3  driver         driver123  driver  James Carter, Houston, available
 *   4  lab.dallas     client123  client  Kevin Nguyen, Trinity Reference Laboratory (Dallas)
 *   5  clinic.austin  client123  client  Rachel Alvarez, Capitol Family Clinic (Austin)
 *   6  bank.sa        client123  client  Daniel Ortiz, Alamo Heritage Bank (San Antonio)
 *   7+ driver.andre, driver.sofia, driver.tom (Houston), driver.latoya, driver.ethan,
 *      driver.miguel (Dallas), driver.hannah, driver.chris (Austin), driver.roberto,
 *      driver.jasmine (San Antonio), all driver123
 *  17 billing        billing123 billing Morgan Ellis, billing staff
 */
import type { DriverStatus, OrganizationKind, Role } from '@domain/enums';
import type { LatLng } from '@domain/geo';
import type { Metro } from './places';

export const DEMO_PASSWORDS: Readonly<Record<Role, string>> = {
  admin: 'admin123',
  client: 'client123',
  driver: 'driver123',
  billing: 'billing123',
};

export type ClientKey = 'client' | 'lab.dallas' | 'clinic.austin' | 'bank.sa';

export interface SeedOrganization {
  client: ClientKey;
  name: string;
  kind: OrganizationKind;
  phone: string;
  street: string;
  city: string;
  zip: string;
  latitude: number;
  longitude: number;
  metro: Metro;
}

export const ORGANIZATIONS: readonly SeedOrganization[] = [
  {
    client: 'client',
    name: 'Sample Pharmacy',
    kind: 'pharmacy',
    phone: '(713) 555-0150',
    street: '1001 Fannin St',
    city: 'Houston',
    zip: '77002',
    latitude: 29.75601,
    longitude: -95.36577,
    metro: 'houston',
  },
  {
    client: 'lab.dallas',
    name: 'Trinity Reference Laboratory',
    kind: 'laboratory',
    phone: '(214) 555-0160',
    street: '8210 Walnut Hill Ln',
    city: 'Dallas',
    zip: '75231',
    latitude: 32.88031,
    longitude: -96.76334,
    metro: 'dallas',
  },
  {
    client: 'clinic.austin',
    name: 'Capitol Family Clinic',
    kind: 'clinic',
    phone: '(512) 555-0170',
    street: '1301 W 38th St',
    city: 'Austin',
    zip: '78705',
    latitude: 30.30589,
    longitude: -97.74621,
    metro: 'austin',
  },
  {
    client: 'bank.sa',
    name: 'Alamo Heritage Bank',
    kind: 'bank',
    phone: '(210) 555-0180',
    street: '300 Convent St',
    city: 'San Antonio',
    zip: '78205',
    latitude: 29.42744,
    longitude: -98.49194,
    metro: 'san_antonio',
  },
];

export function organizationOf(client: ClientKey): SeedOrganization {
  const org = ORGANIZATIONS.find((o) => o.client === client);
  if (!org) throw new Error(`no organisation for ${client}`);
  return org;
}

/** Where each metro's drivers wait between jobs: the city centre, as the dispatcher thinks of it. */
export const METRO_CENTERS: Readonly<
  Record<Metro, LatLng & { homeBase: string; areaCodes: readonly string[] }>
> = {
  houston: {
    latitude: 29.7604,
    longitude: -95.3698,
    homeBase: 'Houston, TX',
    areaCodes: ['713', '281', '832'],
  },
  dallas: { latitude: 32.7767, longitude: -96.797, homeBase: 'Dallas, TX', areaCodes: ['214', '972', '469'] },
  austin: { latitude: 30.2672, longitude: -97.7431, homeBase: 'Austin, TX', areaCodes: ['512', '737'] },
  san_antonio: {
    latitude: 29.4241,
    longitude: -98.4936,
    homeBase: 'San Antonio, TX',
    areaCodes: ['210', '726'],
  },
};

export interface SeedDriverProfile {
  status: DriverStatus;
  vehicle: string;
  metro: Metro;
  /** How often dispatch gave this driver the metro's historical jobs, relative to the others. */
  workload: number;
}

export interface SeedAccount {
  id: number;
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  organization?: ClientKey;
  driver?: SeedDriverProfile;
  /** Account age, so that sign-up dates precede every order. */
  daysSinceJoined: number;
}

const person = (
  id: number,
  username: string,
  role: Role,
  name: string,
  phone: string,
  daysSinceJoined: number,
) => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { id, username, role, firstName, lastName, phone, daysSinceJoined };
};
const client = (id: number, username: ClientKey, name: string, phone: string, days: number): SeedAccount => ({
  ...person(id, username, 'client', name, phone, days),
  organization: username,
});
const driver = (
  id: number,
  username: string,
  name: string,
  phone: string,
  days: number,
  profile: SeedDriverProfile,
): SeedAccount => ({
  ...person(id, username, 'driver', name, phone, days),
  driver: profile,
});

// One row per account, as a table, hence the prettier-ignore.
// prettier-ignore
export const ACCOUNTS: readonly SeedAccount[] = [
  person(1, 'admin', 'admin', 'Dana Whitfield', '(713) 555-0100', 400),
  client(2, 'client', 'Carla Mendoza', '(713) 555-0101', 180),
  driver(3, 'driver', 'James Carter', '(713) 555-0102', 170, { status: 'available', vehicle: '2022 Ford Transit Connect', metro: 'houston', workload: 5 }),
  client(4, 'lab.dallas', 'Kevin Nguyen', '(214) 555-0110', 150),
  client(5, 'clinic.austin', 'Rachel Alvarez', '(512) 555-0120', 140),
  client(6, 'bank.sa', 'Daniel Ortiz', '(210) 555-0130', 130),
  driver(7, 'driver.andre', 'Andre Williams', '(832) 555-0141', 160, { status: 'busy', vehicle: '2021 Toyota Prius', metro: 'houston', workload: 2 }),
  driver(8, 'driver.sofia', 'Sofia Hernandez', '(281) 555-0142', 150, { status: 'busy', vehicle: '2023 Honda CR-V', metro: 'houston', workload: 2 }),
  driver(9, 'driver.tom', 'Tom Becker', '(713) 555-0143', 120, { status: 'available', vehicle: '2020 Ram ProMaster City', metro: 'houston', workload: 1 }),
  driver(10, 'driver.latoya', 'LaToya Brooks', '(214) 555-0151', 160, { status: 'busy', vehicle: '2022 Nissan NV200', metro: 'dallas', workload: 2 }),
  driver(11, 'driver.ethan', 'Ethan Price', '(972) 555-0152', 140, { status: 'available', vehicle: '2022 Toyota Corolla Hybrid', metro: 'dallas', workload: 1 }),
  driver(12, 'driver.miguel', 'Miguel Sanchez', '(469) 555-0153', 110, { status: 'available', vehicle: '2019 Ford Transit Connect', metro: 'dallas', workload: 1 }),
  driver(13, 'driver.hannah', 'Hannah Lee', '(512) 555-0161', 150, { status: 'available', vehicle: '2023 Toyota RAV4 Hybrid', metro: 'austin', workload: 2 }),
  driver(14, 'driver.chris', 'Chris Dawson', '(737) 555-0162', 130, { status: 'offline', vehicle: '2020 Subaru Outback', metro: 'austin', workload: 1 }),
  driver(15, 'driver.roberto', 'Roberto Garza', '(210) 555-0171', 160, { status: 'busy', vehicle: '2022 Ford Transit Connect', metro: 'san_antonio', workload: 2 }),
  driver(16, 'driver.jasmine', 'Jasmine Patel', '(726) 555-0172', 120, { status: 'available', vehicle: '2021 Honda Odyssey', metro: 'san_antonio', workload: 1 }),
  person(17, 'billing', 'billing', 'Morgan Ellis', '(713) 555-0105', 300),
];

export function account(username: string): SeedAccount {
  const found = ACCOUNTS.find((a) => a.username === username);
  if (!found) throw new Error(`unknown seed account ${username}`);
  return found;
}

export const DRIVER_ACCOUNTS = ACCOUNTS.filter(
  (a): a is SeedAccount & { driver: SeedDriverProfile } => !!a.driver,
);

export const emailOf = (username: string) => `${username}@medlink.test`;
