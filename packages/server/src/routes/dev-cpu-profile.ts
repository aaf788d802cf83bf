import { Session } from 'node:inspector/promises';
import type { FastifyPluginAsync } from 'fastify';
import { isLoopback } from '../lib/loopback.js';

/**
 * POST /dev/cpu-profile/start and /dev/cpu-profile/stop: a V8 CPU profile of this process's main
 * thread between the two calls (the stop answers it, as `node --cpu-prof` writes it), so that a
 * benchmark profiles one phase of a running server — the requests of one page kind — rather than
 * its whole life, start-up included (`pnpm bench:load`). Registered only when CPU_PROFILE_ROUTES
 * is set and never in production; a client that is not on this machine gets a 404.
 */
const devCpuProfile: FastifyPluginAsync = async (app) => {
  if (app.env.NODE_ENV === 'production' || !app.env.CPU_PROFILE_ROUTES) return;
  let session: Session | undefined;
  const options = { config: { brand: false, rateLimit: false }, schema: { hide: true } };
  app.post('/dev/cpu-profile/start', options, async (request, reply) => {
    if (!isLoopback(request.ip)) return reply.callNotFound();
    if (session) return reply.code(409).send({ message: 'a profile is already running' });
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    // 1 ms between samples (V8's default for --cpu-prof is 1 ms too).
    await session.post('Profiler.setSamplingInterval', { interval: 1000 });
    await session.post('Profiler.start');
    return reply.code(204).send();
  });
  app.post('/dev/cpu-profile/stop', options, async (request, reply) => {
    if (!isLoopback(request.ip)) return reply.callNotFound();
    if (!session) return reply.code(409).send({ message: 'no profile is running' });
    const running = session;
    session = undefined;
    const { profile } = await running.post('Profiler.stop');
    running.disconnect();
    return reply.header('cache-control', 'no-store').send(profile);
  });
  app.addHook('onClose', async () => session?.disconnect());
};

export default devCpuProfile;
