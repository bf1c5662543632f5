import { parseInput, strictBody } from '@mealbox/platform';
import { registrationShape } from '../domain/registration';

const schema = strictBody(registrationShape);
const valid = {
  username: 'ada.l',
  password: 'plum-tart-on-sunday',
  email: ' Ada@Example.CO.UK ',
  first_name: ' Ada ',
  last_name: 'Lovelace',
};

function errorsOf(body: unknown): Record<string, string[]> | undefined {
  try {
    parseInput(schema, body);
    return undefined;
  } catch (error) {
    return (error as { errors?: Record<string, string[]> }).errors;
  }
}

describe('registration body', () => {
  it('when every field is valid, then email is lower-cased and names trimmed', () => {
    expect(parseInput(schema, valid)).toEqual({
      ...valid,
      email: 'ada@example.co.uk',
      first_name: 'Ada',
    });
  });

  it('when the body is missing or empty, then each field is required', () => {
    const required = ['This field is required.'];
    const expected = {
      username: required,
      password: required,
      email: required,
      first_name: required,
      last_name: required,
    };
    expect(errorsOf(undefined)).toEqual(expected);
    expect(errorsOf({})).toEqual(expected);
  });

  it('when fields are blank, then they may not be blank (once, not with every other rule)', () => {
    expect(errorsOf({ ...valid, username: '   ', first_name: '' })).toEqual({
      username: ['This field may not be blank.'],
      first_name: ['This field may not be blank.'],
    });
  });

  it('when unknown fields are sent, then each is named, alongside other errors', () => {
    expect(errorsOf({ ...valid, is_staff: true, email: 'nope' })).toEqual({
      is_staff: ['This field is not allowed.'],
      email: ['Enter a valid email address.'],
    });
  });

  it('when a field carries an object (a query operator) or a number, then it is not a valid string', () => {
    expect(errorsOf({ ...valid, username: { $ne: null }, last_name: 7 })).toEqual({
      username: ['Not a valid string.'],
      last_name: ['Not a valid string.'],
    });
  });

  it('when the username has other characters or the wrong length, then it says so', () => {
    expect(errorsOf({ ...valid, username: 'ada lovelace' })?.username).toEqual([
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    ]);
    expect(errorsOf({ ...valid, username: 'ab' })?.username).toEqual([
      'Ensure this field has at least 3 characters.',
    ]);
    expect(errorsOf({ ...valid, username: 'a'.repeat(151) })?.username).toEqual([
      'Ensure this field has no more than 150 characters.',
    ]);
    expect(errorsOf({ ...valid, username: 'a@b.c+d-e_f' })).toBeUndefined();
  });

  it('when names or the password are over-long, then each is refused', () => {
    expect(errorsOf({ ...valid, first_name: 'x'.repeat(151), password: 'p'.repeat(129) })).toEqual({
      first_name: ['Ensure this field has no more than 150 characters.'],
      password: ['Ensure this field has no more than 128 characters.'],
    });
  });

  it('when the body is not an object, then it says so', () => {
    expect(errorsOf(['a'])).toEqual({ non_field_errors: ['Expected a JSON object.'] });
  });
});
