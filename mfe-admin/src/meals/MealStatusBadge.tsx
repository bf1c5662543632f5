import { Badge } from '@mealbox/web-kit';
import { statusLabel, statusTone } from './meal-choices';

export function MealStatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
