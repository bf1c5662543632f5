import type { MealReadModel } from '../../shared/data/meal-read-model';

/** How long the names may be served before they are read again (in the background, so no request waits). */
const NAMES_LIFE_MS = 30_000;

/**
 * The meals' names as ordering last heard them from the catalogue, held by each instance for the dashboard's top
 * meals: with them in memory the dashboard asks the database nothing, so an export or any other heavy reading
 * cannot hold it up. The trade-off: a renamed meal shows its old name there for up to 30 seconds. A meal not in
 * the names held (one added since) is read by `_id` at once.
 */
export class MealNameCache {
  private names = new Map<string, string>();
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly meals: MealReadModel,
    private readonly now: () => number = Date.now,
  ) {}

  private readAll(): Promise<void> {
    this.reading ??= (async () => {
      const startedAt = this.now();
      const meals = await this.meals.find().select({ name: 1 }).lean<{ _id: string; name?: string }[]>();
      this.names = new Map(meals.flatMap((meal) => (meal.name ? [[meal._id, meal.name] as const] : [])));
      this.readAt = startedAt;
    })().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** The names of these meals (a meal without one is left out). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (this.readAt === -Infinity) await this.readAll();
    else if (this.now() - this.readAt > NAMES_LIFE_MS) void this.readAll().catch(() => undefined);
    const missing = ids.filter((id) => !this.names.has(id));
    const found = await Promise.all(
      missing.map((id) => this.meals.findById(id).select({ name: 1 }).lean<{ _id: string; name?: string }>()),
    );
    for (const meal of found) if (meal?.name) this.names.set(meal._id, meal.name);
    return new Map(
      ids.flatMap((id) => (this.names.has(id) ? [[id, this.names.get(id) as string] as const] : [])),
    );
  }
}
