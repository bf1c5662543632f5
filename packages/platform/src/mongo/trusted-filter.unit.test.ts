import mongoose from 'mongoose';
import { trustedFilter } from './connect-mongo';

// mongoose's sanitizeFilter rewrites any `{ $op: ... }` value it does not trust into `{ $eq: ... }`.
// JSON round trip drops mongoose's trust marker (a symbol) so results compare as plain filters.
const sanitize = (filter: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(mongoose.sanitizeFilter(filter)));

describe('trustedFilter', () => {
  it('when a filter comes from request data, then sanitizeFilter neutralises its operators', () => {
    expect(sanitize({ username: { $ne: null } })).toEqual({ username: { $eq: { $ne: null } } });
  });

  it('when our code marks a filter as trusted, then its operators survive sanitizing', () => {
    expect(sanitize(trustedFilter({ status: { $in: ['a', 'b'] }, deleted: false }))).toEqual({
      status: { $in: ['a', 'b'] },
      deleted: false,
    });
  });

  it('when a trusted filter has $or branches, then each branch keeps its operators', () => {
    const filter = sanitize(trustedFilter({ $or: [{ total: { $gt: 5 } }, { name: 'x' }] }));
    expect(filter).toEqual({ $or: [{ total: { $gt: 5 } }, { name: 'x' }] });
  });
});
