import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddress from 'proxy-addr';
import type { TrustProxy } from '@mealbox/platform';

/** Where a request comes from, as the edge decides it once: the services and the limits believe only this. */
export interface ClientOrigin {
  /** The client's address: the nearest hop that is not a trusted proxy. */
  address: string;
  /** Reached over HTTPS: TLS here, or at a trusted proxy in front that terminated it and says so. */
  https: boolean;
}

export type ClientOriginOf = (req: IncomingMessage) => ClientOrigin;

/**
 * Decides each request's client from the socket and, only through the proxies named in `TRUSTED_PROXIES`
 * (none by default), their X-Forwarded-For: read from the right, each trusted hop is passed over and the first
 * untrusted one is the client. An entry a client wrote itself sits to the left of what a trusted proxy appended,
 * so it is never reached. Behind a load balancer every customer would otherwise be the balancer's one address, to
 * every limit; with no proxy trusted, a forged header changes nothing.
 */
export function clientOriginFrom(trusted: TrustProxy | undefined): ClientOriginOf {
  const trust = trustFunction(trusted);
  const decided = new WeakMap<IncomingMessage, ClientOrigin>();
  return (req) => {
    const known = decided.get(req);
    if (known) return known;
    const nearest = req.socket.remoteAddress ?? '';
    const forwardedProto = lastEntry(req.headers['x-forwarded-proto']);
    const origin: ClientOrigin = {
      address: nearest === '' ? 'unknown' : proxyAddress(req, trust),
      https:
        (req.socket as Partial<TLSSocket>).encrypted === true ||
        (nearest !== '' && trust(nearest, 0) && forwardedProto === 'https'),
    };
    decided.set(req, origin);
    return origin;
  };
}

function trustFunction(trusted: TrustProxy | undefined): (address: string, hop: number) => boolean {
  if (trusted === undefined) return () => false;
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return proxyAddress.compile(trusted);
}

/** The value the nearest proxy added: the last of a list (a header may come repeated or comma-separated). */
function lastEntry(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join(',') : header;
  return joined?.split(',').pop()?.trim().toLowerCase();
}
