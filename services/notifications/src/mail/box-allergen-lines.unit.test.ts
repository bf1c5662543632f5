import { boxAllergenLines } from './box-allergen-lines';

const item = (name: string, allergens?: { contains: string[]; mayContain: string[] } | null) => ({
  mealId: name,
  name,
  quantity: 1,
  ...(allergens === undefined ? {} : { allergens: allergens as never }),
});

describe('the confirmation email’s allergen lines', () => {
  it('when meals declare allergens, then the box lists them in the law’s order, and may-contains no meal contains', () => {
    const lines = boxAllergenLines([
      item('Pie', { contains: ['milk', 'gluten'], mayContain: ['sesame'] }),
      item('Curry', { contains: ['mustard'], mayContain: ['milk'] }),
    ]);
    expect(lines).toEqual([
      'Allergens in this box: Cereals containing gluten, Milk, Mustard. May contain: Sesame.',
      "Each meal's label lists its ingredients with allergens in bold; see More Info on our menu.",
    ]);
  });

  it('when a meal has no declaration, then the email says so by name', () => {
    const lines = boxAllergenLines([item('Salad', { contains: [], mayContain: [] }), item('Mystery', null)]);
    expect(lines).toContain('This box contains none of the 14 major allergens.');
    expect(lines).toContain(
      "We don't have allergen information for Mystery yet; please contact us before eating it.",
    );
  });

  it('when the order was confirmed before meals carried allergens, then there are no lines', () => {
    expect(boxAllergenLines([item('Stew'), item('Soup')])).toEqual([]);
  });
});
