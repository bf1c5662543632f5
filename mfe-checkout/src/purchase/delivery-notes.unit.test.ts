import { notesRequest, notesValuesOf, validateDeliveryNotes } from './delivery-notes';

describe('the address form’s safe place and instructions', () => {
  it('when none are given, then nothing is wrong and the request clears both', () => {
    const values = notesValuesOf({ safe_place: null, delivery_instructions: null });
    expect(values).toEqual({ safe_place: '', delivery_instructions: '' });
    expect(validateDeliveryNotes(values)).toEqual({});
    expect(notesRequest(values)).toEqual({ safe_place: null, delivery_instructions: null });
  });

  it('when a place and a note are given, then the note is sent trimmed', () => {
    const values = { safe_place: 'porch', delivery_instructions: '  Ring twice  ' };
    expect(validateDeliveryNotes(values)).toEqual({});
    expect(notesRequest(values)).toEqual({ safe_place: 'porch', delivery_instructions: 'Ring twice' });
  });

  it('when the note is too long or holds a line break, or the place is unknown, then the server’s words are shown', () => {
    expect(
      validateDeliveryNotes({ safe_place: 'letterbox', delivery_instructions: 'x'.repeat(251) }),
    ).toEqual({
      safe_place: expect.stringContaining('Choose one of: front_door'),
      delivery_instructions: 'Ensure this field has no more than 250 characters.',
    });
    expect(validateDeliveryNotes({ safe_place: '', delivery_instructions: 'Gate\ncode 1234' })).toEqual({
      delivery_instructions: 'Use one line of plain text: no line breaks, tabs or other control characters.',
    });
  });
});
