import { ContactDirectory } from './contact-directory';

function directory() {
  const held = new ContactDirectory();
  held.add({ id: 'a', name: 'Ada Lovelace', email: 'ada@example.co.uk' });
  held.add({ id: 'b', name: 'Grace Hopper', email: 'GRACE@navy.example' });
  return held;
}
const ids = (held: ContactDirectory, text: string) => held.matching(text).map((contact) => contact.id);

describe('the contact directory', () => {
  it('when part of a name or an email is searched in any case, then each contact holding it is found once', () => {
    const held = directory();
    expect(ids(held, 'LOVE')).toEqual(['a']);
    expect(ids(held, 'grace@navy')).toEqual(['b']);
    expect(ids(held, 'a')).toEqual(['a', 'b']);
    expect(ids(held, 'example')).toEqual(['a', 'b']);
  });

  it('when the text would only match across the end of a name and the start of an email, or of two contacts, then nothing matches', () => {
    const held = directory();
    expect(ids(held, 'lovelaceada')).toEqual([]);
    expect(ids(held, 'co.ukgrace')).toEqual([]);
  });

  it('when a contact is added after a search, then the next search finds it', () => {
    const held = directory();
    expect(ids(held, 'turing')).toEqual([]);
    held.add({ id: 'c', name: 'Alan Turing', email: 'alan@bletchley.example' });
    expect(ids(held, 'turing')).toEqual(['c']);
    expect(held.size).toBe(3);
  });

  it('when the same contact is added twice, then it is held and found once', () => {
    const held = directory();
    held.add({ id: 'a', name: 'Ada Lovelace', email: 'ada@example.co.uk' });
    expect(ids(held, 'ada')).toEqual(['a']);
    expect(held.size).toBe(2);
  });
});
