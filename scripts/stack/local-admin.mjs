// The local staff account: created once per checkout with a random password, kept in .data/ (git-ignored), and
// handed to identity as configuration so its first start creates the admin. Printed by start-stack for local use.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './processes.mjs';

const credentialsFile = path.join(repoRoot, '.data/local-admin.json');

export function localAdmin() {
  if (existsSync(credentialsFile)) return JSON.parse(readFileSync(credentialsFile, 'utf8'));
  const admin = {
    username: 'admin',
    email: 'admin@mealbox.local',
    password: randomBytes(12).toString('base64url'),
  };
  mkdirSync(path.dirname(credentialsFile), { recursive: true });
  writeFileSync(credentialsFile, JSON.stringify(admin, null, 2), { mode: 0o600 });
  return admin;
}
