import type { z } from 'zod';
import {
  INVALID_PHONE_NUMBER,
  INVALID_POSTCODE,
  normaliseUkPhoneNumber,
  normaliseUkPostcode,
  ukPhoneNumber,
  ukPostcode,
} from './uk-fields';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('UK postcodes', () => {
  it('when a postcode is typed in any case and spacing, then it is written as outward code, space, inward code', () => {
    expect(
      [
        'sw1a1aa',
        ' SW1A  1AA ',
        'ec1a 1bb',
        'W1A0AX',
        'm1 1ae',
        'B338TH',
        'cr2 6xh',
        'DN55 1PT',
        'gir0aa',
      ].map(normaliseUkPostcode),
    ).toEqual([
      'SW1A 1AA',
      'SW1A 1AA',
      'EC1A 1BB',
      'W1A 0AX',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'GIR 0AA',
    ]);
  });

  it('when the text is not a UK postcode, then it is refused', () => {
    for (const input of [
      '',
      'SW1A',
      'SW1A 1AAA',
      '12345',
      'QA1 1AA',
      'SW1A 1CA',
      'ZZ99 9ZZZ',
      '90210',
      'SW1A-1AA',
    ]) {
      expect(normaliseUkPostcode(input)).toBeNull();
    }
  });

  it('when the field is checked, then it trims, normalises and explains a refusal', () => {
    expect(ukPostcode.parse(' sw1a 1aa ')).toBe('SW1A 1AA');
    expect(messagesOf(ukPostcode, 'nowhere')).toEqual([INVALID_POSTCODE]);
    expect(messagesOf(ukPostcode, '   ')).toEqual(['This field may not be blank.']);
    expect(messagesOf(ukPostcode, { $ne: '' })).toEqual(['Not a valid string.']);
    expect(messagesOf(ukPostcode, 'S'.repeat(17))).toEqual([
      'Ensure this field has no more than 16 characters.',
    ]);
  });
});

describe('UK phone numbers', () => {
  it('when a UK number is written in any usual way, then it becomes E.164', () => {
    const cases: [string, string][] = [
      ['07700 900123', '+447700900123'],
      ['07700900123', '+447700900123'],
      ['+44 7700 900123', '+447700900123'],
      ['+447700900123', '+447700900123'],
      ['0044 7700 900123', '+447700900123'],
      ['+44 (0)7700 900123', '+447700900123'],
      ['+44 07700 900123', '+447700900123'],
      ['020 7946 0958', '+442079460958'],
      ['020-7946-0958', '+442079460958'],
      ['(020) 7946 0958', '+442079460958'],
      ['+44 (0)20 7946 0958', '+442079460958'],
      ['(0161) 496 0000', '+441614960000'],
      ['0161 496 0000', '+441614960000'],
      ['016977 2345', '+44169772345'],
      ['0300 123 4567', '+443001234567'],
      ['0800 123 456', '+44800123456'],
      [' 0113.496.0000 ', '+441134960000'],
    ];
    for (const [input, expected] of cases)
      expect([input, normaliseUkPhoneNumber(input)]).toEqual([input, expected]);
  });

  it('when the number is not a UK number a customer can be reached on, then it is refused', () => {
    for (const input of [
      '',
      '12345',
      '0770090012',
      '077009001234',
      '+1 202 555 0100',
      '+33 1 23 45 67 89',
      '447700900123',
      '09098 790 123',
      '0207 946 0958 ext 2',
      'seven seven',
      '07700 900123; DROP',
      '++447700900123',
    ]) {
      expect([input, normaliseUkPhoneNumber(input)]).toEqual([input, null]);
    }
  });

  it('when the field is checked, then it normalises and explains a refusal', () => {
    expect(ukPhoneNumber.parse(' 07700 900123 ')).toBe('+447700900123');
    expect(messagesOf(ukPhoneNumber, '123')).toEqual([INVALID_PHONE_NUMBER]);
    expect(messagesOf(ukPhoneNumber, 7700900123)).toEqual(['Not a valid string.']);
    expect(messagesOf(ukPhoneNumber, undefined)).toEqual(['This field is required.']);
  });
});
