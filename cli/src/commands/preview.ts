import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import {
  brandsDirOption,
  outDirOption,
  type BrandsDirOptions,
  type OutDirOptions,
} from '../utils/options.js';
import { displayPath, resolveBrandsDir, resolveOutDir } from '../utils/paths.js';

interface PreviewCommandOptions extends BrandsDirOptions, OutDirOptions {
  dir?: string;
  port?: number;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new InvalidArgumentError('a port is a whole number from 1 to 65535');
  return port;
}

export function previewCommand(): Command {
  return new Command('preview')
    .summary('build, start a temporary server and write a contact sheet of the brands for review')
    .description(
      'build, start a temporary server and write a contact sheet (.generated/preview/index.html): ' +
        'screenshots of home, search, an offer, candidate login and employer home on desktop and mobile in both languages, ' +
        'the colour roles with their contrast ratios, each logo on its background, the favicons and the Open Graph image',
    )
    .argument('[keys...]', 'brands to preview (default: all)')
    .addOption(brandsDirOption())
    .addOption(outDirOption())
    .addOption(
      new Option('--dir <dir>', 'folder of the contact sheet (default: <out-dir>/preview)'),
    )
    .addOption(
      new Option('--port <port>', 'port of the temporary server (default: a free one)').argParser(
        parsePort,
      ),
    )
    .action(async (keys: string[], options: PreviewCommandOptions) => {
      // Playwright, sharp and the server are loaded only when a preview runs.
      const { runPreview } = await import('../preview/run-preview.js');
      const generatedDir = resolveOutDir(options.outDir);
      const { file, report } = await runPreview({
        brandsDir: resolveBrandsDir(options.brandsDir),
        generatedDir,
        keys,
        previewDir: path.resolve(options.dir ?? path.join(generatedDir, 'preview')),
        port: options.port,
        log: (line) => process.stderr.write(`${line}\n`),
      });
      process.stderr.write(
        `previewed ${report.brands.length} brand(s) in ${report.seconds?.toFixed(1)} s\n`,
      );
      process.stdout.write(`${displayPath(file)}\n`);
    });
}
