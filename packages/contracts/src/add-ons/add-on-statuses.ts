/**
 * Whether customers can buy an add-on. Unlike a meal there is no "sold out": an add-on with a weekly stock runs out
 * per delivery week, which ordering counts; the status is staff's own choice.
 */
export const ADD_ON_STATUSES = [
  { value: 'available', label: 'Available' },
  { value: 'not_available', label: 'Not available' },
] as const;

export type AddOnStatus = (typeof ADD_ON_STATUSES)[number]['value'];

export const ADD_ON_STATUS_KEYS: readonly AddOnStatus[] = ADD_ON_STATUSES.map((status) => status.value);

export function isAddOnStatus(value: unknown): value is AddOnStatus {
  return (ADD_ON_STATUS_KEYS as readonly unknown[]).includes(value);
}

export function addOnStatusLabel(value: string): string {
  return ADD_ON_STATUSES.find((status) => status.value === value)?.label ?? value;
}

/** Only an available add-on is offered to customers, and only it must carry a complete food declaration. */
export function isOnSaleStatus(status: AddOnStatus): boolean {
  return status === 'available';
}
