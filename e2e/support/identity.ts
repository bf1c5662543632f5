import type { Page } from 'playwright-core';

/** Browser-side and API-side helpers for tests that sign in. Talk to identity through the gateway, as the site does. */

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TestUser {
  username: string;
  password: string;
  email: string;
  first_name: string;
  last_name: string;
}

let counter = 0;

/** A username no other test (or earlier run against the same database) has used. */
export function uniqueUsername(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export function newTestUser(prefix?: string): TestUser {
  const username = uniqueUsername(prefix);
  return {
    username,
    password: 'Analytical-Engine-1843',
    email: `${username}@example.co.uk`,
    first_name: 'Ada',
    last_name: 'Lovelace',
  };
}

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Registers a customer straight through the API (for tests about what comes after registering). */
export async function registerThroughApi(baseUrl: string, user: TestUser): Promise<void> {
  const response = await post(baseUrl, '/auth/users/', user);
  if (response.status !== 201) throw new Error(`POST /auth/users/ answered ${response.status}`);
}

export async function tokensThroughApi(
  baseUrl: string,
  user: Pick<TestUser, 'username' | 'password'>,
): Promise<TokenPair> {
  const response = await post(baseUrl, '/auth/jwt/create/', {
    username: user.username,
    password: user.password,
  });
  if (!response.ok) throw new Error(`POST /auth/jwt/create/ answered ${response.status}`);
  return (await response.json()) as TokenPair;
}

/** What identity says about a refresh token now (200: good, 401: spent, revoked or expired). */
export async function refreshStatus(baseUrl: string, refresh: string): Promise<number> {
  return (await post(baseUrl, '/auth/jwt/refresh/', { refresh })).status;
}

export function storedTokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));
}

/** Puts tokens into localStorage before any page of the site loads: the visitor arrives signed in. */
export async function storeTokensBeforeLoad(page: Page, tokens: TokenPair): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('access_token', stored.access);
    window.localStorage.setItem('refresh_token', stored.refresh);
  }, tokens);
}

/** Puts tokens into the page's localStorage (the page must be on the site's origin). */
export async function putTokens(page: Page, tokens: Partial<TokenPair>): Promise<void> {
  await page.evaluate(({ access, refresh }) => {
    if (access !== undefined) localStorage.setItem('access_token', access);
    if (refresh !== undefined) localStorage.setItem('refresh_token', refresh);
  }, tokens);
}

export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * The same token with other claims, keeping the original signature: it reads as the browser expects (e.g. an
 * exp in the past) and identity rejects it, as it would a genuinely expired one.
 */
export function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...jwtClaims(token), ...claims })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The paths of the /auth/ requests the page sends from now on, as 'METHOD /path'. */
export function recordAuthRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/auth/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** Fills in the 'Get Started' registration form of the plan flow and presses Next. */
export async function fillRegistration(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('First name').fill(user.first_name);
  await page.getByLabel('Last name').fill(user.last_name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Fills in the customer sign-in at /login and presses Log in. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Fills in the staff sign-in at /manage and presses Sign in. */
export async function signInAtManage(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
