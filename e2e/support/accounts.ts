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
};

/** A unique account per call, so reruns against a kept database never collide. */
export function newAccount(role: NewAccount['role'] = 'client'): NewAccount {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `e2e_${tag}`,
    email: `e2e_${tag}@example.test`,
    password: 'Start-Pass-123',
    firstName: 'Robin',
    lastName: 'Tester',
    organizationName: 'E2E Pharmacy',
    role,
  };
}
