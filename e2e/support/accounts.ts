/** Demo accounts of contract.md and throwaway accounts for tests that change account state. */
import { randomBytes } from 'node:crypto';

export const DEMO = {
  admin: { username: 'admin', password: 'admin123', home: '/admin-dashboard' },
  client: { username: 'client', password: 'client123', home: '/dashboard' },
  driver: { username: 'driver', password: 'driver123', home: '/driver-dashboard' },
} as const;

export type NewAccount = {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  role: 'client' | 'driver';
  /** The person's phone, and a client's organisation's (the number its recipients are given). */
  phone?: string;
};

/**
 * A unique account per call, so reruns against a kept database never collide; `organization`
 * names a new organisation of its own (made unique the same way) for specs that look it up by name.
 */
export function newAccount(role: NewAccount['role'] = 'client', organization?: string): NewAccount {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `e2e_${tag}`,
    email: `e2e_${tag}@example.test`,
    password: 'Start-Pass-123',
    firstName: 'Robin',
    lastName: 'Tester',
    organizationName: organization ? `${organization} ${randomBytes(3).toString('hex')}` : 'E2E Pharmacy',
    role,
  };
}
