import { z } from 'zod';
import { PRICE_LINE_KINDS } from './price-lines';

/** A price line inside an event, in integer pence (deductions negative). */
export const priceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  ref: z.string().optional(),
  label: z.string(),
  quantity: z.number().int().nonnegative(),
  unitPence: z.number().int(),
  totalPence: z.number().int(),
});

/** Lines and their total inside an event. */
export const pricedLinesSchema = z.object({
  lines: z.array(priceLineSchema),
  totalPence: z.number().int().nonnegative(),
});

/** A price line as the HTTP API writes it: pounds as decimal strings, a deduction with a minus sign ("-10.00"). */
export const priceLineDtoSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  ref: z.string().nullable(),
  label: z.string(),
  quantity: z.number().int().nonnegative(),
  unit_price: z.string().regex(/^-?\d+\.\d{2}$/),
  total: z.string().regex(/^-?\d+\.\d{2}$/),
});
export type PriceLineDto = z.infer<typeof priceLineDtoSchema>;
