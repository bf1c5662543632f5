import type { AdminUserRow } from '@mealbox/contracts';
import { Badge } from '@mealbox/web-kit';
import { roleLabel, statusLabel } from './user-labels';

export function RoleBadge({ user }: { user: AdminUserRow }) {
  return <Badge tone={user.is_staff ? 'blue' : 'neutral'}>{roleLabel(user)}</Badge>;
}

export function StatusBadge({ user }: { user: AdminUserRow }) {
  return <Badge tone={user.is_active ? 'green' : 'amber'}>{statusLabel(user)}</Badge>;
}
