import { emptyDay } from './dashboard-contribution';
import { StaffReadModel } from './staff-read-model';

const day = (statuses: Record<string, number>) => ({ ...emptyDay(), statuses });

function model() {
  const held = new StaffReadModel();
  held.replaceAll({
    days: [
      ['2026-11-20', day({ delivered: 3, cancelled: 1 })],
      ['2026-11-24', day({ processing: 2 })],
      ['2026-11-22', day({ delivered: 0 })],
    ],
    contacts: [
      { id: 'a', name: 'Ada Lovelace', email: 'ADA@example.co.uk' },
      { id: 'b', name: 'Grace Hopper', email: 'grace@navy.example' },
    ],
  });
  return held;
}

describe('the staff read model', () => {
  it('when days are counted for some statuses, then the newest day comes first and days without any are left out', () => {
    expect(model().countsByDay(['delivered', 'processing'], undefined, undefined)).toEqual([
      ['2026-11-24', 2],
      ['2026-11-20', 3],
    ]);
  });

  it('when a range is given, then only its days count, both ends included', () => {
    expect(model().countsByDay(['delivered', 'cancelled'], '2026-11-20', '2026-11-22')).toEqual([
      ['2026-11-20', 4],
    ]);
  });

  it('when contacts are searched, then part of a name or an email matches in any case', () => {
    const held = model();
    expect(held.contactsMatching('LOVE').map((contact) => contact.id)).toEqual(['a']);
    expect(held.contactsMatching('ada@EXAMPLE').map((contact) => contact.id)).toEqual(['a']);
    expect(held.contactsMatching('example').map((contact) => contact.id)).toEqual(['a', 'b']);
    expect(held.contactsMatching('turing')).toEqual([]);
  });

  it('when a day is replaced or removed, then its counts follow', () => {
    const held = model();
    held.setDay('2026-11-24', day({ processing: 1, ready: 1 }));
    held.setDay('2026-11-20', null);
    expect(held.countsByDay(['processing', 'ready', 'delivered'], undefined, undefined)).toEqual([
      ['2026-11-24', 2],
    ]);
  });
});
