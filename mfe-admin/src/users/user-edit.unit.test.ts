import type { AdminUserRow } from '@mealbox/contracts';
import { ApiError } from '@mealbox/web-kit';
import { editValuesOf, userEditFailure, userEditPatch, validateUserEdit } from './user-edit';

const ADA: AdminUserRow = {
  id: '65f000000000000000000001',
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.co.uk',
  is_active: true,
  date_joined: '2025-03-04T12:00:00Z',
  last_login: null,
  completed_orders: 0,
  order_count: 0,
  phone_number: null,
  is_staff: false,
};

describe('editing a user: checks before sending', () => {
  it('when every field is filled in properly, then no errors', () => {
    expect(validateUserEdit(editValuesOf(ADA))).toEqual({});
  });

  it('when a name or the email is blank, or the email is not one, then the field says why', () => {
    expect(validateUserEdit({ ...editValuesOf(ADA), first_name: '  ', email: '' })).toEqual({
      first_name: 'Enter a first name',
      email: 'Enter an email address',
    });
    expect(validateUserEdit({ ...editValuesOf(ADA), email: 'ada@example' }).email).toBe(
      'Enter an email address in the correct format, like name@example.com',
    );
  });
});

describe('editing a user: what is sent', () => {
  it('when one field changed, then only that field, trimmed', () => {
    const original = editValuesOf(ADA);
    expect(userEditPatch(original, { ...original, last_name: ' Byron ' })).toEqual({ last_name: 'Byron' });
    expect(userEditPatch(original, { ...original, is_staff: true })).toEqual({ is_staff: true });
  });

  it('when nothing changed (spaces aside), then nothing', () => {
    const original = editValuesOf(ADA);
    expect(userEditPatch(original, { ...original, first_name: 'Ada ' })).toEqual({});
  });
});

describe('editing a user: when identity refuses', () => {
  it('when it answers 400 with field errors, then they show at their fields and others are listed', () => {
    const error = new ApiError({
      type: 'about:blank',
      title: 'Validation failed',
      status: 400,
      errors: { email: ['A user with that email already exists.'], nickname: ['This field is not allowed.'] },
    });
    expect(userEditFailure(error)).toEqual({
      title: 'The changes were not saved. Please correct the highlighted fields.',
      lines: ['nickname: This field is not allowed.'],
      fieldErrors: { email: 'A user with that email already exists.' },
    });
  });

  it('when it refuses for another reason, then its own sentence', () => {
    const error = new ApiError({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'You cannot remove your own staff access.',
    });
    expect(userEditFailure(error)).toEqual({
      title: 'The changes were not saved.',
      lines: ['You cannot remove your own staff access.'],
      fieldErrors: {},
    });
  });
});
