import { z } from 'zod';
import type { EventEnvelope } from './envelope';

/** Published by identity on `identity.users.v1`, keyed by user id. Other services keep what they need of a user. */
export const userRegisteredSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isStaff: z.boolean(),
  registeredAt: z.iso.datetime(),
});
export type UserRegisteredData = z.infer<typeof userRegisteredSchema>;

/** A staff edit of the user's profile or role; carries the whole profile so consumers can overwrite theirs. */
export const userUpdatedSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isStaff: z.boolean(),
});
export type UserUpdatedData = z.infer<typeof userUpdatedSchema>;

export const userDeactivatedSchema = z.object({ userId: z.string() });
export const userActivatedSchema = z.object({ userId: z.string() });

/**
 * The user's access tokens issued before `tokensValidAfter` must no longer be accepted: published with a
 * deactivation and when staff rights are taken away, so every service refuses the old rights within seconds
 * rather than when the token expires.
 */
export const userAccessRevokedSchema = z.object({ userId: z.string(), tokensValidAfter: z.iso.datetime() });
export type UserAccessRevokedData = z.infer<typeof userAccessRevokedSchema>;

/**
 * Someone asked for a password reset of this account (POST /auth/users/reset_password/): notifications mails the
 * link `<site>/reset-password/<uid>/<token>`. The token is the one secret identity never stores (it keeps its
 * hash): single use, and useless after `expiresAt` (an hour). `resetId` names this request, so the mail is sent
 * once per request however often the event is delivered.
 */
export const passwordResetRequestedSchema = z.object({
  userId: z.string(),
  resetId: z.string(),
  email: z.string(),
  firstName: z.string(),
  uid: z.string(),
  token: z.string(),
  requestedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type PasswordResetRequestedData = z.infer<typeof passwordResetRequestedSchema>;

/** The account's password was set through a reset link; every session of it was ended. */
export const passwordChangedSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  changedAt: z.iso.datetime(),
});
export type PasswordChangedData = z.infer<typeof passwordChangedSchema>;

export const identityUserEventSchemas = {
  UserRegistered: userRegisteredSchema,
  UserUpdated: userUpdatedSchema,
  UserDeactivated: userDeactivatedSchema,
  UserActivated: userActivatedSchema,
  UserAccessRevoked: userAccessRevokedSchema,
  PasswordResetRequested: passwordResetRequestedSchema,
  PasswordChanged: passwordChangedSchema,
} as const;

export type UserRegistered = EventEnvelope<'UserRegistered', UserRegisteredData>;
export type UserUpdated = EventEnvelope<'UserUpdated', UserUpdatedData>;
export type UserDeactivated = EventEnvelope<'UserDeactivated', z.infer<typeof userDeactivatedSchema>>;
export type UserActivated = EventEnvelope<'UserActivated', z.infer<typeof userActivatedSchema>>;
export type UserAccessRevoked = EventEnvelope<'UserAccessRevoked', UserAccessRevokedData>;
export type PasswordResetRequested = EventEnvelope<'PasswordResetRequested', PasswordResetRequestedData>;
export type PasswordChanged = EventEnvelope<'PasswordChanged', PasswordChangedData>;
export type IdentityUserEvent =
  | UserRegistered
  | UserUpdated
  | UserDeactivated
  | UserActivated
  | UserAccessRevoked
  | PasswordResetRequested
  | PasswordChanged;
