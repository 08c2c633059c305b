/**
 * Email-verified sign-up. The sign-up form's answer is the same whatever the name or email (the
 * email tells the person the rest); the link in that email finishes the sign-up and signs in.
 */
import { z } from 'zod';
import { registerRequest } from './auth';

/** How long a sign-up link works. */
export const SIGN_UP_LINK_HOURS = 24;

/** The one answer of POST /api/register, new account or taken name or email alike. */
export const signUpAnswer = z.object({
  status: z.literal('verification_sent'),
  message: z.string(),
});
export type SignUpAnswer = z.infer<typeof signUpAnswer>;

export const SIGN_UP_ANSWER: SignUpAnswer = {
  status: 'verification_sent',
  message: `Check your email to finish signing up. The link works for ${SIGN_UP_LINK_HOURS} hours.`,
};

/**
 * The link's token, and (when the name asked for was taken meanwhile or before) another username:
 * only someone holding the emailed link learns that a name is taken.
 */
export const verifyEmailRequest = z.object({
  token: z
    .string({ message: 'The sign-up link is incomplete' })
    .trim()
    .min(1, 'The sign-up link is incomplete')
    .max(200, 'The sign-up link is not valid')
    .regex(/^[A-Za-z0-9_-]+$/, 'The sign-up link is not valid'),
  username: registerRequest.shape.username.optional(),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequest>;
