import type { Allergen, GlutenCereal, TreeNut } from './allergens';

/**
 * Finds the allergens an ingredients list names, so every label can emphasise them as the law asks (the name of
 * each of the 14 stands out from the rest of the list) and the catalogue can check the list against the meal's
 * declaration. UK labels name the allergen itself, in brackets where the ingredient's name does not say it:
 * "natural yoghurt (milk)", "soy sauce (soya, wheat)". So the words looked for are the law's names and the
 * particular cereals, nuts, crustaceans and molluscs, not every food made from them ("butter (milk)", not "butter").
 *
 * Trade-off: a fixed word list, not free markup in the text. Staff cannot forget to mark an allergen they named,
 * and the spec's plain `ingredients` field stays plain; the cost is the short list of phrases below that use an
 * allergen's word without being it.
 */

/** One piece of an ingredients list: plain text, or the name of an allergen to emphasise. */
export interface IngredientSegment {
  text: string;
  allergen: Allergen | null;
}

interface Term {
  words: readonly string[];
  allergen: Allergen;
  cereal?: GlutenCereal;
  nut?: TreeNut;
}

const TERMS: readonly Term[] = [
  { allergen: 'celery', words: ['celery', 'celeriac'] },
  { allergen: 'gluten', cereal: 'wheat', words: ['wheat', 'durum wheat'] },
  { allergen: 'gluten', cereal: 'rye', words: ['rye'] },
  { allergen: 'gluten', cereal: 'barley', words: ['barley', 'malted barley'] },
  { allergen: 'gluten', cereal: 'oats', words: ['oats', 'oat'] },
  { allergen: 'gluten', cereal: 'spelt', words: ['spelt'] },
  { allergen: 'gluten', cereal: 'khorasan', words: ['khorasan', 'kamut'] },
  {
    allergen: 'crustaceans',
    words: [
      'crustaceans',
      'crustacean',
      'prawns',
      'prawn',
      'shrimps',
      'shrimp',
      'crab',
      'lobster',
      'crayfish',
      'langoustines',
      'langoustine',
    ],
  },
  { allergen: 'eggs', words: ['eggs', 'egg'] },
  { allergen: 'fish', words: ['fish'] },
  { allergen: 'lupin', words: ['lupin'] },
  { allergen: 'milk', words: ['milk'] },
  {
    allergen: 'molluscs',
    words: [
      'molluscs',
      'mollusc',
      'mussels',
      'mussel',
      'clams',
      'clam',
      'oysters',
      'oyster',
      'squid',
      'octopus',
      'scallops',
      'scallop',
      'cockles',
      'whelks',
    ],
  },
  { allergen: 'mustard', words: ['mustard'] },
  { allergen: 'tree_nuts', nut: 'almonds', words: ['almonds', 'almond'] },
  { allergen: 'tree_nuts', nut: 'hazelnuts', words: ['hazelnuts', 'hazelnut'] },
  { allergen: 'tree_nuts', nut: 'walnuts', words: ['walnuts', 'walnut'] },
  { allergen: 'tree_nuts', nut: 'cashews', words: ['cashews', 'cashew nuts', 'cashew'] },
  { allergen: 'tree_nuts', nut: 'pecans', words: ['pecans', 'pecan nuts', 'pecan'] },
  { allergen: 'tree_nuts', nut: 'brazil_nuts', words: ['brazil nuts', 'brazil nut'] },
  { allergen: 'tree_nuts', nut: 'pistachios', words: ['pistachios', 'pistachio'] },
  { allergen: 'tree_nuts', nut: 'macadamias', words: ['macadamias', 'macadamia nuts', 'macadamia'] },
  { allergen: 'peanuts', words: ['peanuts', 'peanut', 'groundnuts', 'groundnut'] },
  { allergen: 'sesame', words: ['sesame'] },
  { allergen: 'soya', words: ['soya', 'soy', 'soybeans', 'soybean'] },
  { allergen: 'sulphites', words: ['sulphur dioxide', 'sulphites', 'sulphite', 'metabisulphite'] },
];

/** Phrases that use an allergen's word for something else: read as plain text. */
const NOT_ALLERGENS = ['coconut milk', 'rice milk', 'oyster mushrooms', 'oyster mushroom'];
/** Drinks named "<allergen> milk": the first word is an allergen, the "milk" is not. */
const PLANT_MILKS = ['almond', 'oat', 'soya', 'soy', 'cashew', 'hazelnut'].map((word) => `${word} milk`);

const termOf = new Map<string, Term>(
  TERMS.flatMap((term) => term.words.map((word) => [word, term] as const)),
);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Longest phrases first, so "malted barley" wins over "barley" and "coconut milk" over "milk".
const alternatives = [...NOT_ALLERGENS, ...PLANT_MILKS, ...termOf.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escape);
// Whole words only ("buckwheat" is not wheat), and not "egg-free", which says the opposite.
const PATTERN = new RegExp(`(?<!\\p{L})(?:${alternatives.join('|')})(?!\\p{L})(?!-free)`, 'giu');

/** The allergen word a matched phrase emphasises (all of it, its first word for a plant milk, none for the rest). */
function emphasisOf(phrase: string): { word: string; term: Term } | null {
  const lower = phrase.toLowerCase();
  const word = PLANT_MILKS.includes(lower) ? phrase.slice(0, phrase.length - ' milk'.length) : phrase;
  const term = termOf.get(word.toLowerCase());
  return term ? { word, term } : null;
}

/** The ingredients list cut into plain text and allergen names, in order; joined, the texts give back the list. */
export function emphasiseAllergens(ingredients: string): IngredientSegment[] {
  const segments: IngredientSegment[] = [];
  let plainFrom = 0;
  for (const match of ingredients.matchAll(PATTERN)) {
    const emphasis = emphasisOf(match[0]);
    if (!emphasis) continue;
    if (match.index > plainFrom)
      segments.push({ text: ingredients.slice(plainFrom, match.index), allergen: null });
    segments.push({ text: emphasis.word, allergen: emphasis.term.allergen });
    plainFrom = match.index + emphasis.word.length;
  }
  if (plainFrom < ingredients.length) segments.push({ text: ingredients.slice(plainFrom), allergen: null });
  return mergePlain(segments);
}

function mergePlain(segments: IngredientSegment[]): IngredientSegment[] {
  const merged: IngredientSegment[] = [];
  for (const segment of segments) {
    const last = merged[merged.length - 1];
    if (last && last.allergen === null && segment.allergen === null) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}

/** What an ingredients list names: the allergens, and which cereals and tree nuts in particular. */
export interface NamedAllergens {
  allergens: Set<Allergen>;
  cereals: Set<GlutenCereal>;
  nuts: Set<TreeNut>;
}

export function allergensNamedIn(ingredients: string): NamedAllergens {
  const named: NamedAllergens = { allergens: new Set(), cereals: new Set(), nuts: new Set() };
  for (const segment of emphasiseAllergens(ingredients)) {
    if (!segment.allergen) continue;
    const term = termOf.get(segment.text.toLowerCase());
    named.allergens.add(segment.allergen);
    if (term?.cereal) named.cereals.add(term.cereal);
    if (term?.nut) named.nuts.add(term.nut);
  }
  return named;
}

/** The list as plain text with the allergens in capitals: how a label without bold type emphasises them (emails' text part). */
export function ingredientsWithCapitals(ingredients: string): string {
  return emphasiseAllergens(ingredients)
    .map((segment) => (segment.allergen ? segment.text.toUpperCase() : segment.text))
    .join('');
}
