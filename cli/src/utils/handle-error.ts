import { CommanderError } from 'commander';
import { ZodError } from 'zod';

/** Exit codes of the `brand` command; scripts and CI rely on them. */
export const EXIT = {
  ok: 0,
  /** Validation failed, or a build stopped on invalid brands. */
  invalid: 1,
  /** Bad arguments: unknown brand, existing key, missing flag. */
  usage: 2,
  /** Interrupted at a prompt (128 + SIGINT, as shells report it). */
  cancelled: 130,
  /** A bug or an environment problem (disk, sharp): not the user's input. */
  internal: 70,
} as const;

/**
 * An error the user can fix, with a message worth printing as is. Everything else that
 * reaches handleError is unexpected and printed with its stack.
 */
export class CliError extends Error {
  readonly exitCode: number;
  readonly suggestion?: string;
  /** True when the command already printed the details (a validation report). */
  readonly reported: boolean;

  constructor(
    message: string,
    options: { exitCode?: number; suggestion?: string; reported?: boolean } = {},
  ) {
    super(message);
    this.name = 'CliError';
    this.exitCode = options.exitCode ?? EXIT.usage;
    this.suggestion = options.suggestion;
    this.reported = options.reported ?? false;
  }
}

/** The one place where errors become messages on stderr and an exit code. */
export function handleError(error: unknown): never {
  if (error instanceof CommanderError) {
    // Help and version are exits with code 0; anything else is a usage error, already printed.
    process.exit(error.exitCode === 0 ? EXIT.ok : EXIT.usage);
  }
  if (error instanceof CliError) {
    if (!error.reported) {
      process.stderr.write(`error: ${error.message}\n`);
      if (error.suggestion) process.stderr.write(`  → ${error.suggestion}\n`);
    }
    process.exit(error.exitCode);
  }
  if (error instanceof ZodError) {
    // A generated bundle or a file read back did not match its schema: a bug, not user input.
    process.stderr.write(
      `error: unexpected data\n${error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}\n`,
    );
    process.exit(EXIT.internal);
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`unexpected error: ${message}\n`);
  process.exit(EXIT.internal);
}
