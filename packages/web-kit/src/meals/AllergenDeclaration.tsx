import type { FoodInformationDto } from '@mealbox/contracts';
import { declarationLists } from './allergen-lists';

/**
 * The full declaration of the 14 in 'More info': what the meal contains, what it may contain (cross-contact in our
 * kitchen) and what it is free from, each a labelled list so a screen reader says which list an allergen is in.
 */
export function AllergenDeclaration({ food }: { food: FoodInformationDto }) {
  const lists = declarationLists(food);
  const rows = [
    { key: 'contains', term: 'Contains', items: lists.contains, none: 'None of the 14 allergens' },
    {
      key: 'may-contain',
      term: 'May contain',
      items: lists.mayContain,
      none: 'No cross-contact risks declared',
    },
    { key: 'free-from', term: 'Free from', items: lists.freeFrom, none: 'None of the 14 allergens' },
  ];
  return (
    <dl className="mb-allergen-declaration" data-testid="allergen-declaration">
      {rows.map((row) => (
        <div
          key={row.key}
          className={`mb-allergen-declaration__row mb-allergen-declaration__row--${row.key}`}
        >
          <dt>{row.term}</dt>
          <dd data-testid={`declaration-${row.key}`}>
            {row.items.length > 0 ? (
              <ul className="mb-allergen-declaration__items">
                {row.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              row.none
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
