import { styleText } from 'node:util';

type Format = Parameters<typeof styleText>[0];

/**
 * Colours only on a terminal and never with NO_COLOR, so that logs, CI output and test
 * assertions see plain text.
 */
export function colorEnabled(stream: NodeJS.WriteStream = process.stdout): boolean {
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false;
  if (process.env.FORCE_COLOR !== undefined && process.env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}

export function style(format: Format, text: string): string {
  return colorEnabled() ? styleText(format, text) : text;
}
