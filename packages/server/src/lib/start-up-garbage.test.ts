import vm from 'node:vm';
import { expect, it } from 'vitest';
import { collectStartUpGarbage } from './start-up-garbage.js';

it('collects what nothing holds any more, and exposes no gc to later contexts', async () => {
  // A render's leftovers: large, held by nothing once made (a WeakRef does not keep it).
  const leftover = new WeakRef({ html: 'x'.repeat(1_000_000).split('') });
  // A WeakRef's target stays alive until the end of the task that made or read it.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  await nextTask();
  expect(leftover.deref(), 'not collected yet').toBeDefined();
  await nextTask();
  collectStartUpGarbage();
  expect(leftover.deref()).toBeUndefined();
  expect(vm.runInNewContext('typeof gc')).toBe('undefined');
});
