import type { AddOn, AdminAddOnList } from '@mealbox/contracts';
import { api, unexpectedAnswer } from '@mealbox/web-kit';
import { addOnsApiQuery, type AddOnsQuery } from './add-ons-query';

const ADMIN_ADD_ONS = '/api/admin/add-ons/';
const addOnPath = (id: string) => `${ADMIN_ADD_ONS}${encodeURIComponent(id)}/`;

const isAddOn = (value: unknown): value is AddOn =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AddOn).id === 'string' &&
  typeof (value as AddOn).name === 'string' &&
  typeof (value as AddOn).price === 'string' &&
  typeof (value as AddOn).image === 'string';

/** A page of add-ons, every status (GET /api/admin/add-ons/?search=&category=&status=&page=&page_size=). */
export async function fetchAddOns(query: AddOnsQuery, signal: AbortSignal): Promise<AdminAddOnList> {
  const answer = await api.get<AdminAddOnList>(ADMIN_ADD_ONS, { query: addOnsApiQuery(query), signal });
  if (!Array.isArray(answer?.add_ons) || !answer.add_ons.every(isAddOn) || !answer.pagination) {
    throw unexpectedAnswer(ADMIN_ADD_ONS);
  }
  return answer;
}

/** The form as multipart/form-data, as the meal form is sent; the photo, if any, as the `image` part. */
function formDataOf(fields: Readonly<Record<string, string>>, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image, image.name);
  return form;
}

/** POST /api/admin/add-ons/: answers the new add-on. */
export async function createAddOn(
  fields: Readonly<Record<string, string>>,
  image: File | null,
): Promise<AddOn> {
  const addOn = await api.post<unknown>(ADMIN_ADD_ONS, formDataOf(fields, image));
  if (!isAddOn(addOn)) throw unexpectedAnswer(ADMIN_ADD_ONS);
  return addOn;
}

/** PATCH /api/admin/add-ons/{id}/ with the changed fields and/or a new photo: answers the add-on as stored. */
export async function updateAddOn(
  id: string,
  fields: Readonly<Record<string, string>>,
  image: File | null,
): Promise<AddOn> {
  const addOn = await api.patch<unknown>(addOnPath(id), formDataOf(fields, image));
  if (!isAddOn(addOn)) throw unexpectedAnswer(addOnPath(id));
  return addOn;
}

/** DELETE /api/admin/add-ons/{id}/. */
export function deleteAddOn(id: string): Promise<void> {
  return api.delete(addOnPath(id));
}
