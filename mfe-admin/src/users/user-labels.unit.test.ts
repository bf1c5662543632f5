import { fullName, lastLoginLabel, ordersLabel, roleLabel, statusLabel } from './user-labels';

describe('how a user row reads (spec: Users screen)', () => {
  it('when the user is staff, then the role is Admin; otherwise Customer', () => {
    expect(roleLabel({ is_staff: true })).toBe('Admin');
    expect(roleLabel({ is_staff: false })).toBe('Customer');
  });

  it('when the user is active or not, then the status says so', () => {
    expect(statusLabel({ is_active: true })).toBe('Active');
    expect(statusLabel({ is_active: false })).toBe('Inactive');
  });

  it('when the user never signed in, then the last login is Never', () => {
    expect(lastLoginLabel(null)).toBe('Never');
    expect(lastLoginLabel('')).toBe('Never');
  });

  it('when the user signed in, then the last login is the UK date and time', () => {
    expect(lastLoginLabel('2025-06-30T23:30:00Z')).toBe('1 Jul 2025, 00:30');
    expect(lastLoginLabel('2025-01-15T09:05:00Z')).toBe('15 Jan 2025, 09:05');
  });

  it('when names are given, then the full name; when not, then nothing', () => {
    expect(fullName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ first_name: ' Ada ', last_name: '' })).toBe('Ada');
    expect(fullName({ first_name: '', last_name: '' })).toBe('');
  });

  it('when counting orders, then placed and completed', () => {
    expect(ordersLabel({ order_count: 3, completed_orders: 1 })).toBe('3 placed, 1 completed');
  });
});
