import { createApiClient } from './api-client';

/**
 * The client every page uses: same-origin, because the gateway serves the site and the API from one origin.
 * web-kit is a runtime singleton, so the shell and all remotes share this one instance; the session (next step)
 * attaches to it through the client's onRequest/onUnauthorized seams.
 */
export const api = createApiClient();
