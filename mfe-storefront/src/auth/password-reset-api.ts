import { api, sendWithProofOfWork } from '@mealbox/web-kit';

/**
 * POST /auth/users/reset_password/ (identity): always 204; a link is mailed if the address has an account. From a
 * shared address past its limit, identity asks for a proof of work, solved here before sending again.
 */
export async function askForResetLink(email: string, signal?: AbortSignal): Promise<void> {
  await sendWithProofOfWork(
    (headers) => api.post<unknown>('/auth/users/reset_password/', { email }, { headers, signal }),
    signal,
  );
}

/** POST /auth/users/reset_password_confirm/ (identity): sets the new password and spends the link. */
export async function setNewPassword(
  request: { uid: string; token: string; new_password: string },
  signal?: AbortSignal,
): Promise<void> {
  await sendWithProofOfWork(
    (headers) => api.post<unknown>('/auth/users/reset_password_confirm/', request, { headers, signal }),
    signal,
  );
}
