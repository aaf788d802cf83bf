#!/usr/bin/env node
import { Command } from 'commander';
import { buildCommand } from './commands/build.js';
import { ciCommand } from './commands/ci.js';
import { imagesCommand } from './commands/images.js';
import { listCommand } from './commands/list.js';
import { newCommand } from './commands/new.js';
import { previewCommand } from './commands/preview.js';
import { validateCommand } from './commands/validate.js';
import { handleError } from './utils/handle-error.js';

// Only assembles the program: each command loads its own logic when it runs, so that
// `brand --help` or `brand list` never pays for sharp or handlebars.
const program = new Command('brand')
  .description(
    'Validate, build and scaffold the brands of the job board (brands/<key>/brand.json).',
  )
  .showHelpAfterError()
  .addCommand(validateCommand())
  .addCommand(imagesCommand())
  .addCommand(buildCommand())
  .addCommand(newCommand())
  .addCommand(listCommand())
  .addCommand(ciCommand())
  .addCommand(previewCommand());

// Commander prints its own usage errors; handleError only picks the exit code.
for (const command of [program, ...program.commands]) command.exitOverride();
program.parseAsync(process.argv).catch(handleError);
