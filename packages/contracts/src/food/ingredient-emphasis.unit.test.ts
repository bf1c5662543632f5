import { allergensNamedIn, emphasiseAllergens, ingredientsWithCapitals } from './ingredient-emphasis';

const emphasised = (text: string) =>
  emphasiseAllergens(text)
    .filter((segment) => segment.allergen)
    .map((segment) => `${segment.text}:${segment.allergen}`);

describe('emphasiseAllergens', () => {
  it('when a list names allergens in brackets, then each name is emphasised and the texts join back to the list', () => {
    const text = 'Natural yoghurt (milk), soy sauce (water, soya beans, wheat, salt), sesame seeds';
    expect(emphasised(text)).toEqual(['milk:milk', 'soy:soya', 'soya:soya', 'wheat:gluten', 'sesame:sesame']);
    expect(
      emphasiseAllergens(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it('when a word only contains an allergen\'s name, then it is not emphasised ("buckwheat", "butternut", "eggplant")', () => {
    expect(emphasised('Buckwheat, butternut squash, eggplant, nutmeg, coconut')).toEqual([]);
  });

  it('when a phrase uses an allergen word for something else, then it stays plain (coconut milk, oyster mushrooms)', () => {
    expect(emphasised('Coconut milk, oyster mushrooms, rice milk')).toEqual([]);
    expect(emphasised('oyster sauce (oysters)')).toEqual(['oyster:molluscs', 'oysters:molluscs']);
  });

  it('when a plant milk is named, then its nut or cereal is emphasised but its "milk" is not', () => {
    expect(emphasised('Almond milk, oat milk')).toEqual(['Almond:tree_nuts', 'oat:gluten']);
  });

  it('when a list says "egg-free", then the egg is not emphasised', () => {
    expect(emphasised('Egg-free pasta (durum wheat semolina)')).toEqual(['durum wheat:gluten']);
  });

  it('when a longer name holds a shorter one, then the longer wins ("malted barley", "brazil nuts")', () => {
    expect(emphasised('Ale (water, malted barley, hops), Brazil nuts')).toEqual([
      'malted barley:gluten',
      'Brazil nuts:tree_nuts',
    ]);
  });
});

describe('allergensNamedIn', () => {
  it('when a list names cereals and nuts, then the particular cereals and nuts are known', () => {
    const named = allergensNamedIn('Rye bread (rye flour, wheat flour), walnuts, pistachios, mustard');
    expect([...named.allergens].sort()).toEqual(['gluten', 'mustard', 'tree_nuts']);
    expect([...named.cereals].sort()).toEqual(['rye', 'wheat']);
    expect([...named.nuts].sort()).toEqual(['pistachios', 'walnuts']);
  });
});

describe('ingredientsWithCapitals', () => {
  it('when a list is written for plain text, then the allergens are in capitals', () => {
    expect(ingredientsWithCapitals('Cheddar cheese (milk), celery')).toBe('Cheddar cheese (MILK), CELERY');
  });
});
