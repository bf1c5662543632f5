import { z } from 'zod';
import { ALLERGEN_KEYS, ALLERGEN_LEVEL_KEYS, GLUTEN_CEREAL_KEYS, TREE_NUT_KEYS } from './allergens';

/** The allergen lists as zod enums, for the services' request and event schemas (the browser uses the lists). */
export const allergenSchema = z.enum(ALLERGEN_KEYS);
export const allergenLevelSchema = z.enum(ALLERGEN_LEVEL_KEYS);
export const glutenCerealSchema = z.enum(GLUTEN_CEREAL_KEYS);
export const treeNutSchema = z.enum(TREE_NUT_KEYS);
