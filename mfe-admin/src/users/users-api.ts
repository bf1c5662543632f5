import type { AdminUserList, AdminUserOrders, AdminUserRow } from '@mealbox/contracts';
import { ApiError, api } from '@mealbox/web-kit';
import type { UserEditValues } from './user-edit';
import { usersApiQuery, type UsersQuery } from './users-query';

const USERS = '/api/admin/users/';
const userPath = (id: string) => `${USERS}${encodeURIComponent(id)}/`;

/** A page of users (GET /api/admin/users/?status=&search=&page=&page_size=). */
export async function fetchUsers(query: UsersQuery, signal: AbortSignal): Promise<AdminUserList> {
  const answer = await api.get<AdminUserList>(USERS, { query: usersApiQuery(query), signal });
  if (!Array.isArray(answer?.users) || !answer.pagination) throw unexpected(USERS);
  return answer;
}

/** A user's orders, newest first (GET /api/admin/users/{id}/orders/). */
export async function fetchUserOrders(id: string, signal: AbortSignal): Promise<AdminUserOrders> {
  const path = `${userPath(id)}orders/`;
  const answer = await api.get<AdminUserOrders>(path, { signal });
  if (!Array.isArray(answer?.orders)) throw unexpected(path);
  return answer;
}

/** PATCH /api/admin/users/{id}/ with the changed fields; answers the updated row. */
export function updateUser(id: string, patch: Partial<UserEditValues>): Promise<AdminUserRow> {
  return api.patch<AdminUserRow>(userPath(id), patch);
}

/** POST /api/admin/users/{id}/activate/ or .../deactivate/ (deactivating also ends the user's sessions). */
export function setUserActive(id: string, active: boolean): Promise<AdminUserRow> {
  return api.post<AdminUserRow>(`${userPath(id)}${active ? 'activate' : 'deactivate'}/`);
}

function unexpected(path: string): ApiError {
  return new ApiError({
    type: 'about:blank',
    title: 'Unexpected response',
    status: 502,
    detail: `from ${path}`,
  });
}
