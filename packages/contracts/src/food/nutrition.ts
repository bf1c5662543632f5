/**
 * The nutrition table a UK label prints: energy in kJ and kcal, fat, saturates, carbohydrate, sugars, protein and
 * salt, per portion and per 100 g. Only the per-portion figures are stored; the rest follow from them and the
 * portion's weight, so the two columns can never disagree.
 */
export interface NutritionValues {
  energy_kj: number;
  energy_kcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  protein: number;
  salt: number;
}

export interface NutritionTable {
  per_portion: NutritionValues;
  per_100g: NutritionValues;
}

/** The figures a meal stores per portion. */
export interface PortionNutrition {
  calories: number;
  fat: number;
  saturates: number;
  carbohydrates: number;
  sugars: number;
  protein: number;
  salt: number;
  netWeightG: number;
}

/** The law's conversion (1169/2011 Annex XIV gives kJ and kcal side by side; 1 kcal = 4.184 kJ). */
const KJ_PER_KCAL = 4.184;

const oneDecimal = (grams: number) => Math.round(grams * 10) / 10;
const twoDecimals = (grams: number) => Math.round(grams * 100) / 100;

function values(portion: PortionNutrition, scale: number): NutritionValues {
  const kcal = Math.round(portion.calories * scale);
  return {
    energy_kj: Math.round(portion.calories * scale * KJ_PER_KCAL),
    energy_kcal: kcal,
    fat: oneDecimal(portion.fat * scale),
    saturates: oneDecimal(portion.saturates * scale),
    carbohydrate: oneDecimal(portion.carbohydrates * scale),
    sugars: oneDecimal(portion.sugars * scale),
    protein: oneDecimal(portion.protein * scale),
    salt: twoDecimals(portion.salt * scale),
  };
}

export function nutritionTable(portion: PortionNutrition): NutritionTable {
  return { per_portion: values(portion, 1), per_100g: values(portion, 100 / portion.netWeightG) };
}
