import { useId, type ComponentProps } from 'react';
import { ConflictReason } from '../allergens/ConflictReason';
import { QuantityStepper } from './QuantityStepper';

type MealStepperProps = Omit<ComponentProps<typeof QuantityStepper>, 'addBlockedBy'> & {
  /** Why the meal cannot be added for this customer (an allergen they leave out), or null. */
  conflict: string | null;
};

/**
 * A meal's quantity on a menu card or its More Info, with plus off and the reason shown (and read out with plus)
 * when the meal holds an allergen the customer leaves out. Minus still works: a meal chosen before the customer
 * saved their allergens can be taken out.
 */
export function MealStepper({ conflict, ...stepper }: MealStepperProps) {
  const reasonId = useId();
  return (
    <>
      <QuantityStepper {...stepper} addBlockedBy={conflict ? reasonId : undefined} />
      {conflict ? <ConflictReason id={reasonId} reason={conflict} /> : null}
    </>
  );
}
