import type { AuthUser } from '@mealbox/platform';

/** Admin = staff and superuser (DESIGN section 9). */
export const isAdmin = (user: AuthUser): boolean => user.isStaff && user.isSuperuser;

/** A customer sees only what is theirs; an admin sees everything. Anything else reads as absent (404). */
export const canSee = (user: AuthUser, ownerUserId: string): boolean =>
  ownerUserId === user.id || isAdmin(user);
