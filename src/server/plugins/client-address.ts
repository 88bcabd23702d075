import type { FastifyServerOptions } from 'fastify';
import type { Config } from '#server/config.ts';

/**
 * TRUST_PROXY as Fastify's `trustProxy` (decision 0019). `request.ip` is then the address rate
 * limits and logs key on: the socket's peer when off, the address the trusted proxies saw when on.
 *
 * A hop count becomes a function: Fastify refuses plain numbers (it cannot tell whether the peer
 * is really a proxy), and `true` would trust every hop, letting the leftmost, client-written
 * X-Forwarded-For entry win. Trusting the nearest N hops takes the entry the outermost trusted
 * proxy appended, which the client cannot choose.
 */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
