import { addOnStatusLabel } from '@mealbox/contracts/add-ons';
import { Badge } from '@mealbox/web-kit';

/** On sale reads green; not available, neutral. */
export function AddOnStatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'available' ? 'green' : 'neutral'}>{addOnStatusLabel(status)}</Badge>;
}
