import { fstatSync } from 'node:fs';

/**
 * EXIT_WITH_PARENT: a server started by another program (the end-to-end tests, a bench,
 * `brand preview`) that holds the write end of a pipe on this process's standard input. When
 * that program dies, even by SIGKILL, the system closes the pipe: this process then stops as on
 * Ctrl-C, instead of living on as an orphan that keeps its port, its database and ~600 MB.
 * A standard input that is neither a pipe nor a socket (a terminal, /dev/null) is never read:
 * its end says nothing about the parent.
 */
export function exitWithParent(): void {
  // Node's child_process makes that pipe a socket pair; a shell's, a FIFO.
  const input = fstatSync(0);
  if (!input.isFIFO() && !input.isSocket()) return;
  const stop = () => process.kill(process.pid, 'SIGINT');
  const stdin = process.stdin;
  stdin.once('end', stop);
  stdin.once('error', stop);
  // Nothing is ever written to it: reading only waits for its end, and does not keep a server
  // that stopped for another reason alive.
  stdin.on('data', () => undefined);
  stdin.unref();
}
