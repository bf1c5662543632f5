export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  /** Where they live, so the quotes read as coming from across the UK. */
  place: string;
}

/**
 * What customers say (marketing copy). Quotes never state a price, a promise the product does not make, or a dish
 * by name (the menu changes every week).
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'priya',
    quote:
      'I work late three nights a week, and having a proper dinner on the table in a few minutes has finally broken my takeaway habit.',
    name: 'Priya',
    place: 'Leeds',
  },
  {
    id: 'tom-hannah',
    quote:
      'We skipped two weeks over the summer holidays without any fuss, and the box was back on the doorstep the week we got home.',
    name: 'Tom and Hannah',
    place: 'Bristol',
  },
  {
    id: 'eilidh',
    quote:
      'As a vegan I’m used to one sad option. Here I actually have to choose, and every meal says exactly what’s in it.',
    name: 'Eilidh',
    place: 'Glasgow',
  },
  {
    id: 'marcus',
    quote:
      'It comes on the day I pick, and the insulated box means it’s fine on the doorstep until I’m back from work.',
    name: 'Marcus',
    place: 'Manchester',
  },
  {
    id: 'sophie',
    quote:
      'I’m training for a half marathon, and the Lean meals give me the protein I need without batch cooking every Sunday.',
    name: 'Sophie',
    place: 'Cardiff',
  },
  {
    id: 'david',
    quote:
      'My dad is 82 and lives on his own. Now I know he has a hot, balanced meal every evening, and he loves picking them himself.',
    name: 'David',
    place: 'Norwich',
  },
];
