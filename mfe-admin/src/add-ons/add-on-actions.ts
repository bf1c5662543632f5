import type { AddOn } from '@mealbox/contracts';

/** What an add-on's row offers staff: Edit opens the form, Delete asks first. */
export interface AddOnActions {
  edit: (addOn: AddOn) => void;
  remove: (addOn: AddOn) => void;
}
