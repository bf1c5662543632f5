/**
 * Where a courier may leave a box when nobody answers, as a customer chooses it for a saved address (none: the
 * courier tries a neighbour or brings it back, as before). Without zod, so a page or an email can name and check
 * the choice (`@mealbox/contracts/delivery-notes`); delivery-instructions.ts holds the API's schemas.
 */
export const SAFE_PLACES = [
  { value: 'front_door', label: 'Front door' },
  { value: 'back_door', label: 'Back door' },
  { value: 'porch', label: 'Porch' },
  { value: 'garage', label: 'Garage' },
  { value: 'shed', label: 'Shed' },
  { value: 'bin_store', label: 'Bin store' },
  { value: 'neighbour', label: 'With a neighbour' },
  { value: 'other', label: 'Somewhere else (see instructions)' },
] as const;
export type SafePlace = (typeof SAFE_PLACES)[number]['value'];

export const isSafePlace = (value: unknown): value is SafePlace =>
  SAFE_PLACES.some((place) => place.value === value);

/** What a refused safe place says, on the server and in the form alike. */
export const SAFE_PLACE_PROBLEM = `Choose one of: ${SAFE_PLACES.map((place) => place.value).join(', ')}; or null for none.`;

/**
 * How a page or an email names the choice: null (no safe place) reads 'None'; a value this build does not know
 * (an event from a newer ordering) reads as itself.
 */
export function safePlaceLabel(value: string | null | undefined): string {
  if (!value) return 'None';
  return SAFE_PLACES.find((place) => place.value === value)?.label ?? value;
}
