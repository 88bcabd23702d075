import { tracingChannel } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A stop that lets every request finish before the modules and the database close (decision
 * 0162). Fastify's `close()` waits for open connections only: a request whose client went away
 * (a benchmark stopping, a phone losing signal, a proxy timing out) holds none, yet its hooks and
 * handler may still be waiting for a lead batch, a hash or a query. `onResponse` never fires for
 * it, and `onRequestAbort` fires only when the client leaves before its body was read.
 *
 * So every request is counted from `onRequest` until three things are true: its response has
 * closed (sent, or cut by the client), no hook will start more work (a reply has reached `onSend`,
 * or the handler has settled), and its handler is not running. The handler's start and end come
 * from Fastify's documented `fastify.request.handler` tracing channel, which fires for every
 * route's handler whatever the client does. The stop waits for the count to reach 0, bounded by
 * a grace period counted from the moment the stop begins.
 */

/** Starts the grace period: `over` is called when it ends; the result cancels it. */
export type GraceTimer = (ms: number, over: () => void) => () => void;

const graceTimeout: GraceTimer = (ms, over) => {
  const timer = setTimeout(over, ms);
  return () => clearTimeout(timer);
};

interface InFlight {
  /** The response closed: sent, or its connection cut. */
  closed: boolean;
  /** No hook will start any more work: a reply reached `onSend`, or the handler settled. */
  replied: boolean;
  handlerRunning: boolean;
}

/** What Fastify publishes on the channel (docs/Reference/Hooks.md, "Diagnostics Channel Hooks"). */
interface HandlerTrace {
  request: FastifyRequest;
  /** Set once the handler returned a promise: its end is then `asyncEnd`. */
  async?: boolean;
}

const handlerChannel = tracingChannel<HandlerTrace>('fastify.request.handler');

export interface RequestDrainOptions {
  graceMs: number;
  /** Tests end the grace period by hand; production uses a timer. */
  graceTimer?: GraceTimer;
}

/**
 * Register after every module (app.ts): Fastify runs `onClose` hooks last-added first, so the
 * wait comes right after the server has stopped listening and before any module's own close.
 */
export function registerRequestDrain(app: FastifyInstance, options: RequestDrainOptions): void {
  const { graceMs, graceTimer = graceTimeout } = options;
  const states = new WeakMap<FastifyRequest, InFlight>();
  const running = new Set<InFlight>();
  let idle: (() => void) | undefined;

  const settle = (state: InFlight) => {
    if (!state.closed || !state.replied || state.handlerRunning) return;
    if (running.delete(state) && running.size === 0) idle?.();
  };
  const handlerSettled = (request: FastifyRequest) => {
    const state = states.get(request);
    if (!state) return;
    state.handlerRunning = false;
    state.replied = true;
    settle(state);
  };
  const handlers = {
    start({ request }: HandlerTrace) {
      const state = states.get(request);
      if (state) state.handlerRunning = true;
    },
    end({ request, async }: HandlerTrace) {
      if (!async) handlerSettled(request);
    },
    asyncStart() {},
    asyncEnd({ request }: HandlerTrace) {
      handlerSettled(request);
    },
    error() {},
  };
  handlerChannel.subscribe(handlers);

  // Callback hooks: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    const state: InFlight = { closed: false, replied: false, handlerRunning: false };
    states.set(request, state);
    running.add(state);
    // 'close' follows 'finish' when the answer was sent, and comes alone when the client left.
    reply.raw.once('close', () => {
      state.closed = true;
      settle(state);
    });
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const state = states.get(request);
    if (state) {
      state.replied = true;
      settle(state);
    }
    done(null, payload);
  });

  let graceOver = false;
  let cancelGrace = () => {};
  // The stop begins: Fastify already answers new requests 503. The grace period covers requests
  // still connected (the server's close waits for them) as well as those whose client left.
  app.addHook('preClose', (done) => {
    cancelGrace = graceTimer(graceMs, () => {
      graceOver = true;
      if (running.size === 0) return;
      app.log.warn(
        { running: running.size, graceMs },
        `stopping: ${running.size} request(s) still running after the grace period; closing anyway`,
      );
      // A connected request that hangs would hold the server's close until the process is killed.
      app.server.closeAllConnections();
      idle?.();
    });
    done();
  });
  app.addHook('onClose', async () => {
    try {
      if (running.size > 0 && !graceOver) {
        app.log.info({ running: running.size }, 'stopping: waiting for requests still running');
        await new Promise<void>((resolve) => {
          idle = resolve;
        });
      }
    } finally {
      cancelGrace();
      handlerChannel.unsubscribe(handlers);
    }
  });
}
