import { ADD_ON_CATEGORY_KEYS, MAX_ADD_ON_PRICE_PENCE, penceToDecimal } from '@mealbox/contracts';
import { addOnDraftSchema } from '../domain/add-on-draft';
import { declaredAddOnFields } from '../domain/add-on-fields';
import { renderMealArtwork } from '../domain/meal-artwork';
import { SEED_ADD_ONS, type SeedAddOn } from './seed-add-ons';
import { seedKeyOf } from './seed-key';

const byName = (addOn: SeedAddOn) => [addOn.name, addOn] as const;
/** Meat and the other animal products a label must declare, as the ingredients would name them. */
const MEAT = /\b(chicken|beef|pork|lamb|bacon|ham|chorizo|gelatine)\b/;
const HONEY = /\bhoney\b/;

function foodOf(addOn: SeedAddOn) {
  if (!addOn.food_information) throw new Error(`${addOn.name} has no food information`);
  return addOn.food_information;
}

describe('the demo add-ons', () => {
  it('when the shop is seeded, then there are about ten, each kind sold, with distinct names and seed keys', () => {
    expect(SEED_ADD_ONS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_ADD_ONS.map((addOn) => addOn.category))).toEqual(new Set(ADD_ON_CATEGORY_KEYS));
    expect(new Set(SEED_ADD_ONS.map((addOn) => seedKeyOf(addOn.name))).size).toBe(SEED_ADD_ONS.length);
  });

  it('when the prices are read, then each is a plausible add-on price, and the known ones are as advertised', () => {
    for (const addOn of SEED_ADD_ONS) {
      expect([addOn.name, addOn.price_pence > 0 && addOn.price_pence <= MAX_ADD_ON_PRICE_PENCE]).toEqual([
        addOn.name,
        true,
      ]);
    }
    const priceOf = (name: string) =>
      penceToDecimal(SEED_ADD_ONS.find((addOn) => addOn.name === name)?.price_pence ?? 0);
    expect(priceOf('Sticky Toffee Pudding for Two')).toBe('4.50');
    expect(priceOf('Salted Caramel Chocolate Pots')).toBe('3.95');
    expect(priceOf('Garlic & Herb Flatbread')).toBe('2.75');
    expect(priceOf('Sparkling Elderflower Pressé')).toBe('2.25');
  });

  it.each(SEED_ADD_ONS.map(byName))(
    'when %s is saved as staff would save it, then its declaration is complete and agrees with its ingredients',
    (_name, { artwork: _artwork, ...fields }) => {
      const draft = addOnDraftSchema.parse(fields);
      expect(() => declaredAddOnFields(draft)).not.toThrow();
    },
  );

  it('when the ingredients name meat or honey, then the declaration says so, and only then', () => {
    for (const addOn of SEED_ADD_ONS) {
      const food = foodOf(addOn);
      const ingredients = addOn.ingredients.toLowerCase();
      expect([addOn.name, food.containsMeat, food.containsOtherAnimalProducts]).toEqual([
        addOn.name,
        MEAT.test(ingredients),
        HONEY.test(ingredients),
      ]);
    }
  });

  it('when the nutrition is declared, then saturates are part of the fat and sugars part of the carbohydrate', () => {
    for (const addOn of SEED_ADD_ONS) {
      const food = foodOf(addOn);
      expect([addOn.name, food.saturates <= addOn.fat, food.sugars <= addOn.carbohydrates]).toEqual([
        addOn.name,
        true,
        true,
      ]);
    }
  });

  it('when an add-on is drawn, then its artwork uses 2 to 4 hex colours and renders under 6 KB', () => {
    for (const addOn of SEED_ADD_ONS) {
      expect(addOn.artwork.palette.length).toBeGreaterThanOrEqual(2);
      expect(addOn.artwork.palette.length).toBeLessThanOrEqual(4);
      for (const colour of addOn.artwork.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(Buffer.byteLength(renderMealArtwork(addOn.name, addOn.artwork))).toBeLessThan(6 * 1024);
    }
  });
});
