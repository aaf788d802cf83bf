import { Command, Option } from 'commander';
import type { ScaffoldAnswers } from '../scaffold/scaffold-brand.js';
import { CliError, EXIT } from '../utils/handle-error.js';
import { brandsDirOption, type BrandsDirOptions } from '../utils/options.js';
import { displayPath, resolveBrandsDir } from '../utils/paths.js';

interface NewOptions extends BrandsDirOptions {
  labelFr?: string;
  labelEn?: string;
  host?: string;
  categoryFr?: string;
  categoryEn?: string;
  professionalFr?: string;
  professionalEn?: string;
  primary?: string;
  secondary?: string;
  defaultLanguage?: 'fr' | 'en';
  privacyAddress?: string;
  privacyEmail?: string;
  privacyName?: string;
  interactive: boolean;
}

interface Question {
  flag: string;
  prompt: string;
  /** Default shown in brackets; a question without one must be answered. */
  fallback?: (answers: Partial<ScaffoldAnswers>, key: string) => string;
  name: keyof Omit<ScaffoldAnswers, 'defaultLanguage' | 'privacyEmail' | 'privacyName'>;
}

const QUESTIONS: Question[] = [
  { name: 'labelFr', flag: '--label-fr', prompt: 'Label (French)' },
  {
    name: 'labelEn',
    flag: '--label-en',
    prompt: 'Label (English)',
    fallback: (a) => a.labelFr ?? '',
  },
  {
    name: 'host',
    flag: '--host',
    prompt: 'Production host',
    fallback: (_a, key) => `${key.replace(/_/g, '-')}.ca`,
  },
  { name: 'categoryFr', flag: '--category-fr', prompt: 'Profession category (French)' },
  { name: 'categoryEn', flag: '--category-en', prompt: 'Profession category (English)' },
  { name: 'primary', flag: '--primary', prompt: 'Primary colour', fallback: () => '#1a5fb4' },
  { name: 'secondary', flag: '--secondary', prompt: 'Secondary colour', fallback: () => '#f5c211' },
  // Every board publishes how to reach its person in charge of personal information.
  {
    name: 'privacyAddress',
    flag: '--privacy-address',
    prompt: 'Postal address of the person in charge of personal information',
  },
];

/** Flags first; what is missing is asked in a terminal, or is an error in a script. */
async function collectAnswers(key: string, options: NewOptions): Promise<ScaffoldAnswers> {
  const answers: Partial<ScaffoldAnswers> = {
    labelFr: options.labelFr,
    labelEn: options.labelEn,
    host: options.host,
    categoryFr: options.categoryFr,
    categoryEn: options.categoryEn,
    primary: options.primary,
    secondary: options.secondary,
    professionalFr: options.professionalFr,
    professionalEn: options.professionalEn,
    defaultLanguage: options.defaultLanguage,
    privacyAddress: options.privacyAddress,
    privacyEmail: options.privacyEmail,
    privacyName: options.privacyName,
  };
  const interactive = options.interactive && process.stdin.isTTY === true;
  if (interactive) {
    const { createInterface } = await import('node:readline/promises');
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    try {
      for (const question of QUESTIONS) {
        if (answers[question.name]) continue;
        const fallback = question.fallback?.(answers, key);
        for (;;) {
          const reply = (
            await rl.question(`${question.prompt}${fallback ? ` [${fallback}]` : ''}: `)
          ).trim();
          const value = reply || fallback;
          if (value) {
            answers[question.name] = value;
            break;
          }
        }
      }
    } catch (error) {
      // Ctrl+C or Ctrl+D at a prompt: stop quietly, nothing has been written yet.
      if (error instanceof Error && error.name === 'AbortError')
        throw new CliError('cancelled', { exitCode: EXIT.cancelled });
      throw error;
    } finally {
      rl.close();
    }
  } else {
    for (const question of QUESTIONS) {
      if (!answers[question.name] && question.fallback)
        answers[question.name] = question.fallback(answers, key);
    }
  }
  const missing = QUESTIONS.filter((q) => !answers[q.name]).map((q) => q.flag);
  if (missing.length > 0) {
    throw new CliError(`missing ${missing.join(', ')}`, {
      suggestion: 'Pass them as flags, or run the command in a terminal to be asked.',
    });
  }
  return answers as ScaffoldAnswers;
}

export function newCommand(): Command {
  return new Command('new')
    .description(
      'scaffold brands/<key>/ from templates/brand (flags, or prompts in a terminal), then validate it',
    )
    .argument('<key>', 'brand key and folder name: lower-case letters, digits, _')
    .option('--label-fr <text>', 'short name in French')
    .option('--label-en <text>', 'short name in English (default: the French one)')
    .option('--host <domain>', 'production domain (default: <key>.ca)')
    .option('--category-fr <text>', 'profession category in French')
    .option('--category-en <text>', 'profession category in English')
    .option('--professional-fr <text>', 'how candidates are named, in French')
    .option('--professional-en <text>', 'how candidates are named, in English')
    .option('--primary <#rrggbb>', 'primary colour (default: #1a5fb4)')
    .option('--secondary <#rrggbb>', 'secondary colour (default: #f5c211)')
    .option(
      '--privacy-address <text>',
      'postal address of the person in charge of personal information (one line)',
    )
    .option('--privacy-email <address>', 'their e-mail (default: vie-privee@<host>)')
    .option('--privacy-name <text>', 'their name, when it is published')
    .addOption(
      new Option('--default-language <lang>', 'language of / for this board').choices(['fr', 'en']),
    )
    .option('--no-interactive', 'never prompt, even in a terminal')
    .addOption(brandsDirOption())
    .action(async (key: string, options: NewOptions) => {
      const brandsDir = resolveBrandsDir(options.brandsDir);
      const answers = await collectAnswers(key, options);
      const { scaffoldBrand } = await import('../scaffold/scaffold-brand.js');
      const { dir, files } = await scaffoldBrand({ ...answers, key, brandsDir });
      process.stdout.write(
        `created ${displayPath(dir)}/\n${files.map((f) => `  ${f}\n`).join('')}\n`,
      );

      const { validateBrands } = await import('../validate/validate-brands.js');
      const { formatReport } = await import('../validate/format-report.js');
      const report = await validateBrands({ brandsDir, keys: [key] });
      process.stdout.write(formatReport(report));
      if (!report.valid)
        throw new CliError('the new brand does not validate', {
          exitCode: EXIT.invalid,
          reported: true,
        });
      process.stdout.write(
        `\nNext: replace the placeholder texts and artwork, then \`pnpm brand build ${key}\`.\n`,
      );
    });
}
