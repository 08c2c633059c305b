import { describe, expect, it } from 'vitest';
import { changePasswordRequest, loginRequest, PASSWORD_HINTS, registerRequest, signUpForm } from './auth';
import { displayNumber } from './display';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth schemas', () => {
  it('requires username and password at sign-in', () => {
    expect(messages(loginRequest.safeParse({ username: ' ', password: '' }))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(loginRequest.safeParse({ username: 'a', password: 'b', code: '12345' }).success).toBe(false);
  });

  it('compares the sign-up passwords and says so on confirmPassword', () => {
    const base = {
      username: 'rosa',
      email: 'r@example.com',
      password: 'Secret-123',
      firstName: 'R',
      lastName: 'M',
    };
    expect(messages(signUpForm.safeParse({ ...base, confirmPassword: 'Secret-124' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(signUpForm.safeParse({ ...base, confirmPassword: 'Secret-123' }).success).toBe(true);
  });

  it('defaults the role to client, lower-cases the email and turns a blank organisation into null', () => {
    const parsed = registerRequest.parse({
      username: 'rosa',
      email: ' Rosa@Example.COM ',
      password: 'Secret-123',
      firstName: 'Rosa',
      lastName: 'M',
      organizationName: '  ',
    });
    expect(parsed).toMatchObject({ role: 'client', email: 'rosa@example.com', organizationName: null });
  });

  it("gives the spec's change-password messages", () => {
    expect(
      messages(
        changePasswordRequest.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: '' }),
      ),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('ticks each password hint only for its own character class', () => {
    const ticked = (p: string) => PASSWORD_HINTS.filter((h) => h.test(p)).map((h) => h.id);
    expect(ticked('abc')).toEqual(['lower']);
    expect(ticked('Abcdefg1!')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });
});

describe('displayNumber', () => {
  it("pads the id to four digits after 'ML-'", () => {
    expect(displayNumber(42)).toBe('ML-0042');
    expect(displayNumber(12345)).toBe('ML-12345');
  });
});
