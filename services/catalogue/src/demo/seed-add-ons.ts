import type { AddOnDraft } from '../domain/add-on-draft';
import type { MealArtworkStyle } from '../domain/meal-artwork';
import { label } from './seed-label';

/** A demo add-on as the catalogue's first start writes it, with the style of its generated illustration. */
export interface SeedAddOn extends AddOnDraft {
  artwork: MealArtworkStyle;
}

/**
 * The demo add-ons: what a UK meal-box shop sells beside the box. Nutrition is per portion (a pudding for two is
 * two portions; a drink's millilitres count as grams); ingredients are label text in descending order of weight,
 * naming every allergen in the words the label emphasises ("butter (milk)"), and each declaration says the same
 * (seed-add-ons.unit.test.ts holds them to the catalogue's own rule). "Cooking time" is the time to make it ready:
 * warming, assembling or pouring. A few are limited per delivery week, as a kitchen's batch would be.
 */
export const SEED_ADD_ONS: readonly SeedAddOn[] = [
  // Desserts
  {
    name: 'Sticky Toffee Pudding for Two',
    description: 'Soft date sponge with a buttery toffee sauce. Warm it through in the oven while you eat.',
    category: 'dessert',
    status: 'available',
    price_pence: 4_50,
    ingredients:
      'Dates, light brown sugar, double cream (milk), wheat flour, butter (milk), eggs, golden syrup, raising agent (sodium bicarbonate), vanilla extract, sea salt',
    calories: 520,
    protein: 5.5,
    carbohydrates: 72.0,
    fat: 24.0,
    stock_per_week: 60,
    food_information: label({
      contains: ['gluten', 'milk', 'eggs'],
      cereals: ['wheat'],
      netWeightG: 150,
      cookingTimeMinutes: 15,
      saturates: 14.5,
      sugars: 55.0,
      salt: 0.65,
    }),
    artwork: { dish: 'slice', palette: ['#8a5a33', '#c9822f', '#e8c58f', '#5a3a22'], garnish: 'dust' },
  },
  {
    name: 'Salted Caramel Chocolate Pots',
    description: 'Two rich dark chocolate pots with a layer of salted caramel. Ready to eat from the fridge.',
    category: 'dessert',
    status: 'available',
    price_pence: 3_95,
    ingredients:
      'Double cream (milk), dark chocolate (cocoa mass, sugar, cocoa butter, emulsifier: soya lecithin), whole milk, egg yolks, caramel (sugar, glucose syrup, butter (milk)), sea salt, vanilla extract',
    calories: 390,
    protein: 4.5,
    carbohydrates: 28.0,
    fat: 29.0,
    stock_per_week: null,
    food_information: label({
      contains: ['milk', 'eggs', 'soya'],
      netWeightG: 90,
      cookingTimeMinutes: 1,
      saturates: 18.0,
      sugars: 25.0,
      salt: 0.45,
    }),
    artwork: { dish: 'jar', palette: ['#4a2c1d', '#c8873f', '#f2d7b6'], garnish: 'dust' },
  },
  // Sides
  {
    name: 'Garlic & Herb Flatbread',
    description: 'A yoghurt flatbread brushed with garlic and parsley butter. Eight minutes in a hot pan.',
    category: 'side',
    status: 'available',
    price_pence: 2_75,
    ingredients:
      'Wheat flour, water, natural yoghurt (milk), butter (milk), garlic, parsley, rapeseed oil, raising agent (sodium bicarbonate), sea salt',
    calories: 310,
    protein: 8.5,
    carbohydrates: 45.0,
    fat: 10.5,
    stock_per_week: null,
    food_information: label({
      contains: ['gluten', 'milk'],
      cereals: ['wheat'],
      netWeightG: 110,
      cookingTimeMinutes: 8,
      saturates: 5.2,
      sugars: 2.8,
      salt: 1.1,
    }),
    artwork: { dish: 'board', palette: ['#e8c07d', '#d9a35f', '#6a994e'], garnish: 'herbs' },
  },
  {
    name: 'Cheesy Garlic Bread',
    description:
      'A part-baked baguette with garlic butter, mozzarella and mature Cheddar, finished in the oven.',
    category: 'side',
    status: 'available',
    price_pence: 3_25,
    ingredients:
      'Baguette (wheat flour, water, yeast, salt), mozzarella (milk), mature Cheddar (milk), butter (milk), garlic, parsley',
    calories: 360,
    protein: 14.0,
    carbohydrates: 38.0,
    fat: 16.5,
    stock_per_week: null,
    food_information: label({
      contains: ['gluten', 'milk'],
      cereals: ['wheat'],
      netWeightG: 130,
      cookingTimeMinutes: 12,
      saturates: 9.8,
      sugars: 2.2,
      salt: 1.45,
    }),
    artwork: { dish: 'board', palette: ['#f1c75b', '#e3a857', '#f7e7b0', '#d98e3a'], garnish: 'herbs' },
  },
  {
    name: 'Sourdough Loaf',
    description:
      'A slow-proved white sourdough with a little rye, baked the day before delivery. Serves five.',
    category: 'side',
    status: 'available',
    price_pence: 3_50,
    ingredients: 'Wheat flour, water, wholemeal rye flour, sea salt',
    calories: 200,
    protein: 7.2,
    carbohydrates: 39.0,
    fat: 1.0,
    stock_per_week: 40,
    food_information: label({
      contains: ['gluten'],
      mayContain: ['sesame'],
      cereals: ['wheat', 'rye'],
      netWeightG: 80,
      cookingTimeMinutes: 5,
      saturates: 0.2,
      sugars: 1.5,
      salt: 0.9,
    }),
    artwork: { dish: 'board', palette: ['#c68b4e', '#a8652f', '#f2dfc0'], garnish: 'none' },
  },
  {
    name: 'Halloumi Fries',
    description: 'Crisp halloumi batons with smoked paprika, a mint yoghurt dip and pomegranate seeds.',
    category: 'side',
    status: 'available',
    price_pence: 3_75,
    ingredients:
      'Halloumi (milk), natural yoghurt (milk), rapeseed oil, cornflour, pomegranate seeds, mint, smoked paprika, dried oregano',
    calories: 420,
    protein: 22.0,
    carbohydrates: 12.0,
    fat: 32.0,
    stock_per_week: null,
    food_information: label({
      contains: ['milk'],
      netWeightG: 180,
      cookingTimeMinutes: 15,
      saturates: 15.0,
      sugars: 3.0,
      salt: 2.4,
    }),
    artwork: { dish: 'board', palette: ['#f4d58d', '#e9b949', '#e63946'], garnish: 'mint' },
  },
  // Drinks
  {
    name: 'Sparkling Elderflower Pressé',
    description: 'Lightly sparkling, made with elderflowers and a squeeze of lemon. 275 ml bottle.',
    category: 'drink',
    status: 'available',
    price_pence: 2_25,
    ingredients: 'Sparkling spring water, sugar, elderflower extract, lemon juice, citric acid',
    calories: 105,
    protein: 0,
    carbohydrates: 26.0,
    fat: 0,
    stock_per_week: null,
    food_information: label({
      netWeightG: 275,
      cookingTimeMinutes: 1,
      saturates: 0,
      sugars: 26.0,
      salt: 0.01,
    }),
    artwork: { dish: 'glass', palette: ['#f4f1bb', '#ffffff', '#d4e09b'], garnish: 'lemon' },
  },
  {
    name: 'Cold Brew Coffee',
    description: 'Arabica coffee steeped cold for 16 hours, with a splash of whole milk. 250 ml can.',
    category: 'drink',
    status: 'available',
    price_pence: 2_50,
    ingredients: 'Cold brew coffee (filtered water, arabica coffee), whole milk, cane sugar',
    calories: 80,
    protein: 3.8,
    carbohydrates: 9.5,
    fat: 3.0,
    stock_per_week: null,
    food_information: label({
      contains: ['milk'],
      netWeightG: 250,
      cookingTimeMinutes: 1,
      saturates: 1.9,
      sugars: 9.5,
      salt: 0.1,
    }),
    artwork: { dish: 'glass', palette: ['#6f4a32', '#d9b99b', '#3b2416'], garnish: 'none' },
  },
  // Breakfast
  {
    name: 'Granola with Greek Yoghurt Breakfast Pack',
    description:
      'Honey-toasted oat and almond granola, thick Greek-style yoghurt and fresh berries, for two mornings.',
    category: 'breakfast',
    status: 'available',
    price_pence: 4_25,
    ingredients:
      'Greek-style yoghurt (milk), granola (oats, honey, rapeseed oil, almonds, sunflower seeds), raspberries, blueberries',
    calories: 430,
    protein: 17.0,
    carbohydrates: 48.0,
    fat: 18.0,
    stock_per_week: null,
    food_information: label({
      contains: ['milk', 'gluten', 'tree_nuts'],
      cereals: ['oats'],
      nuts: ['almonds'],
      otherAnimalProducts: true,
      netWeightG: 250,
      cookingTimeMinutes: 2,
      saturates: 6.5,
      sugars: 24.0,
      salt: 0.2,
    }),
    artwork: { dish: 'jar', palette: ['#f7f1e3', '#c8a06b', '#c0392b'], garnish: 'berries' },
  },
  {
    name: 'Smashed Avocado Toast Kit',
    description:
      'Sourdough, ripe avocados, cherry tomatoes, lime and chilli: breakfast for two in ten minutes.',
    category: 'breakfast',
    status: 'available',
    price_pence: 4_95,
    ingredients:
      'Sourdough bread (wheat flour, water, salt), avocado, cherry tomatoes, lime juice, pumpkin seeds, extra virgin olive oil, chilli flakes, sea salt',
    calories: 420,
    protein: 11.0,
    carbohydrates: 44.0,
    fat: 21.0,
    stock_per_week: 30,
    food_information: label({
      contains: ['gluten'],
      mayContain: ['sesame'],
      cereals: ['wheat'],
      netWeightG: 230,
      cookingTimeMinutes: 10,
      saturates: 3.4,
      sugars: 3.5,
      salt: 1.2,
    }),
    artwork: { dish: 'plate', palette: ['#7fb069', '#d9a35f', '#e63946'], garnish: 'chilli' },
  },
];
