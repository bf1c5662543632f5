import type { FoodInformationDto } from '@mealbox/contracts';
import { formatMinutes } from '../format/nutrition';
import { ClockIcon, PlateIcon } from '../ui/icons';

/** A portion's net weight and cooking time, as a short list of labelled facts. */
export function PortionFacts({ food }: { food: FoodInformationDto }) {
  return (
    <dl className="mb-portion-facts" data-testid="portion-facts">
      <div className="mb-portion-facts__fact">
        <dt>
          <PlateIcon size={18} />
          Net weight
        </dt>
        <dd>{food.net_weight_g} g per portion</dd>
      </div>
      <div className="mb-portion-facts__fact">
        <dt>
          <ClockIcon size={18} />
          Cooking time
        </dt>
        <dd>{formatMinutes(food.cooking_time_minutes)}</dd>
      </div>
    </dl>
  );
}
