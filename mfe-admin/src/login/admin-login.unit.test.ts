import { ApiError } from '@mealbox/web-kit';
import {
  INVALID_CREDENTIALS,
  NO_ADMIN_PRIVILEGES,
  adminDestination,
  adminLoginFailure,
  grantsAdminArea,
} from './admin-login';

const apiError = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ type: 'about:blank', title: 'x', status }, { retryAfterSeconds });

describe('who the admin login lets in (GET /api/admin-check)', () => {
  it('when the account is staff and superuser, then it goes in', () => {
    expect(grantsAdminArea({ is_staff: true, is_superuser: true, id: 'u1' })).toBe(true);
  });

  it('when it is only staff, only superuser, or neither, then it does not (DESIGN section 9)', () => {
    expect(grantsAdminArea({ is_staff: true, is_superuser: false, id: 'u1' })).toBe(false);
    expect(grantsAdminArea({ is_staff: false, is_superuser: true, id: 'u1' })).toBe(false);
    expect(grantsAdminArea({ is_staff: false, is_superuser: false, id: 'u1' })).toBe(false);
  });

  it('when the answer is not the expected shape, then it does not', () => {
    for (const answer of [undefined, null, 'yes', [], { is_staff: 'true', is_superuser: 'true' }]) {
      expect(grantsAdminArea(answer)).toBe(false);
    }
  });

  it('when refused, then the spec’s message', () => {
    expect(NO_ADMIN_PRIVILEGES).toBe("You don't have admin privileges");
  });
});

describe('where staff go after signing in', () => {
  it('when next is an admin screen, then there', () => {
    expect(adminDestination('/manage-users?page=2')).toBe('/manage-users?page=2');
    expect(adminDestination('/manage-orders/42')).toBe('/manage-orders/42');
  });

  it('when there is no next, or it is not an admin screen, then the dashboard', () => {
    for (const next of [null, '', '/', '/meals', '/manage', '/manager', '//evil.example/manage-users']) {
      expect(adminDestination(next)).toBe('/manage-dashboard');
    }
    expect(adminDestination('https://evil.example/manage-users')).toBe('/manage-dashboard');
  });
});

describe('admin login failures (spec section 8: Invalid credentials on any failure)', () => {
  it('when the password is wrong, then just Invalid credentials', () => {
    expect(INVALID_CREDENTIALS).toBe('Invalid credentials');
    expect(adminLoginFailure(apiError(401))).toEqual({ title: 'Invalid credentials' });
  });

  it('when throttled, then Invalid credentials and how long to wait', () => {
    expect(adminLoginFailure(apiError(429, 300))).toEqual({
      title: 'Invalid credentials',
      detail: 'Too many attempts. Please wait 5 minutes and try again.',
    });
    expect(adminLoginFailure(apiError(429, 30)).detail).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
  });

  it('when Mealbox cannot be reached or fails, then Invalid credentials and what happened', () => {
    expect(adminLoginFailure(apiError(0))).toEqual({
      title: 'Invalid credentials',
      detail: 'We could not reach Mealbox. Please check your connection and try again.',
    });
    expect(adminLoginFailure(apiError(502)).title).toBe('Invalid credentials');
    expect(adminLoginFailure(new Error('boom'))).toEqual({ title: 'Invalid credentials' });
  });
});
