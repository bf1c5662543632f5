/** A seeded meal's key: a slug of its name, so a resumed seed (and its recipe) recognises the meal it made. */
export function seedKeyOf(mealName: string): string {
  return mealName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}
