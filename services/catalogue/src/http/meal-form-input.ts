import type { Request } from 'express';
import type { z } from 'zod';
import {
  MAX_MEAL_IMAGE_BYTES,
  MEAL_IMAGE_FIELD,
  MEAL_IMAGE_SIZE_MESSAGE,
  MEAL_IMAGE_TYPE_MESSAGE,
  mealCreateFormShape,
  mealUpdateFormShape,
} from '@mealbox/contracts';
import { badRequest, strictBody } from '@mealbox/platform';
import type { FoodInformationChanges } from '../domain/food-declaration';
import type { MealDraft, MealImage } from '../domain/meal-draft';
import { sniffImageType } from '../domain/sniff-image-type';
import { splitFoodFields } from './food-form-fields';
import { readMultipartForm } from './read-multipart-form';
import type { UploadedFile } from './read-multipart-form';

export const createFields = strictBody(mealCreateFormShape);
export const updateFields = strictBody(mealUpdateFormShape);

/** Room for the largest image and the text fields around it; anything bigger is refused before it is read. */
const FORM_LIMITS = { maxBytes: MAX_MEAL_IMAGE_BYTES + 256 * 1024, maxParts: 40 };

type FieldErrors = Record<string, string[]>;

const MEAL_REFUSED = 'The meal is not valid.';

export interface MealFormInput<Changes> {
  changes: Changes;
  /** The food information fields sent (any of them; the catalogue decides whether the declaration is complete). */
  food: FoodInformationChanges;
  image?: MealImage;
}

/** POST /api/meals/: a whole new meal from the staff form, its image optional. */
export async function readNewMeal(req: Request): Promise<MealFormInput<MealDraft>> {
  const { changes, image } = await readFormWithImage(req, createFields, MEAL_REFUSED);
  const { meal, food } = splitFoodFields(changes);
  return { changes: { ...meal, food_information: null }, food, ...(image ? { image } : {}) };
}

/** PATCH /api/meals/{id}/: the fields that change and/or a new image. */
export async function readMealChanges(req: Request): Promise<MealFormInput<Partial<MealDraft>>> {
  const { changes, image } = await readFormWithImage(req, updateFields, MEAL_REFUSED);
  const { meal, food } = splitFoodFields(changes);
  return { changes: meal, food, ...(image ? { image } : {}) };
}

/**
 * Reads and checks a staff form with an optional picture (a meal's, an add-on's) before anything is stored, and
 * reports every problem at once, each under its field's name (a text field's rule, an unknown or repeated field, an
 * image that is not one or is too big), so the form can show them all and a bad request changes nothing.
 * `refusal` is the 400's title.
 */
export async function readFormWithImage<Changes>(
  req: Request,
  schema: z.ZodType<Changes>,
  refusal: string,
): Promise<{ changes: Changes; image?: MealImage }> {
  const form = await readMultipartForm(req, FORM_LIMITS);
  const errors: FieldErrors = { ...form.problems };
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const text = { ...form.fields };
  if (MEAL_IMAGE_FIELD in text) {
    delete text[MEAL_IMAGE_FIELD];
    add(MEAL_IMAGE_FIELD, 'Must be an image file.');
  }
  for (const field of Object.keys(form.files)) {
    if (field !== MEAL_IMAGE_FIELD) add(field, 'Must be text, not a file.');
  }
  const parsed = schema.safeParse(text);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      add(issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors', issue.message);
    }
  }
  const file = form.files[MEAL_IMAGE_FIELD];
  const image = file ? imageOf(file, (message) => add(MEAL_IMAGE_FIELD, message)) : undefined;

  if (Object.keys(errors).length > 0 || !parsed.success) throw badRequest(refusal, errors);
  return { changes: parsed.data, ...(image ? { image } : {}) };
}

/** The image as stored, typed by its bytes; undefined (with the reason reported) when it cannot be one. */
function imageOf(file: UploadedFile, refuse: (message: string) => void): MealImage | undefined {
  if (file.bytes.length === 0) {
    refuse('The image file is empty.');
    return undefined;
  }
  if (file.bytes.length > MAX_MEAL_IMAGE_BYTES) {
    refuse(MEAL_IMAGE_SIZE_MESSAGE);
    return undefined;
  }
  const contentType = sniffImageType(file.bytes);
  if (!contentType) {
    refuse(MEAL_IMAGE_TYPE_MESSAGE);
    return undefined;
  }
  return { contentType, bytes: file.bytes };
}
