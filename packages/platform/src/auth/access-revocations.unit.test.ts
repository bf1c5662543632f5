import { createAccessRevocations } from './access-revocations';

const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Math.floor(at(iso).getTime() / 1000);

describe('access revocations', () => {
  const now = () => at('2026-01-10T12:00:00Z');

  it('when a user is revoked, then tokens issued before refuse and tokens issued after pass', () => {
    const revocations = createAccessRevocations({ now });
    revocations.revoke('u1', at('2026-01-10T11:59:00.400Z'));
    expect(revocations.isRevoked('u1', seconds('2026-01-10T11:58:59Z'))).toBe(true);
    // the same second as the revocation may predate it, so it is refused too
    expect(revocations.isRevoked('u1', seconds('2026-01-10T11:59:00Z'))).toBe(true);
    expect(revocations.isRevoked('u1', seconds('2026-01-10T11:59:01Z'))).toBe(false);
    expect(revocations.isRevoked('u1', seconds('2026-01-10T11:59:30Z'))).toBe(false);
    expect(revocations.isRevoked('someone-else', seconds('2026-01-10T11:00:00Z'))).toBe(false);
  });

  it('when an older revocation arrives after a newer one, then the newer one stands', () => {
    const revocations = createAccessRevocations({ now });
    revocations.revoke('u1', at('2026-01-10T11:59:00Z'));
    revocations.revoke('u1', at('2026-01-10T11:55:00Z'));
    expect(revocations.isRevoked('u1', seconds('2026-01-10T11:58:00Z'))).toBe(true);
  });

  it('when a revocation is older than any token still alive, then it is not kept', () => {
    const revocations = createAccessRevocations({ now });
    revocations.revoke('u1', at('2026-01-10T11:30:00Z'));
    expect(revocations.size()).toBe(0);
  });
});
