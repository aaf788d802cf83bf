import type { FastifyInstance } from 'fastify';
import type { Asker } from './mail-queue.js';

/**
 * Work that must not delay (or time) the answer, such as a mail whose sending would tell whether
 * an address has an account: started on a later turn of the event loop, after the reply's
 * microtasks wrote the answer. A failure is logged with `failure` as the message (the answer is
 * gone), never thrown. The route keeps the promise until the app closes (keepUntilClose).
 */
export function afterAnswer(
  asker: Asker,
  failure: string,
  task: () => Promise<void>,
): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((err: unknown) => asker.log.error({ err }, failure));
}

/**
 * What a route keeps of the work its services left for after the answer (afterAnswer):
 * app.close() waits for what is running, so the mail queue is not stopped under a write.
 */
export function keepUntilClose(app: Pick<FastifyInstance, 'addHook'>) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  return (work: Promise<void> | null) => {
    if (!work) return;
    running.add(work);
    void work.finally(() => running.delete(work));
  };
}
