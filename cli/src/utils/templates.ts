import Handlebars from 'handlebars';

export type TemplateEngine = typeof Handlebars;

/** Column where prettier breaks a line: keep generated JSON exactly as `prettier --check` wants. */
const PRINT_WIDTH = 100;

/**
 * A private handlebars instance with the helpers every template of templates/ may use.
 * Imported dynamically by the commands that render (build, new), never by the others.
 *
 * - `{{{json value}}}`: the value as JSON, on one line.
 * - `{{{jsonList value column indent}}}`: an array as prettier prints it when its `[` sits at
 *   `column` on a line indented by `indent`: inline when it fits, else one item a line.
 * - `{{{str text}}}`: text escaped for the inside of a JSON string (no quotes).
 * - `{{text}}`: handlebars' own HTML escaping, also right for XML (SVG) and attributes.
 * - `{{lower text}}`, `{{eq a b}}`.
 */
export async function createTemplateEngine(): Promise<TemplateEngine> {
  const engine = Handlebars.create();
  engine.registerHelper('json', (value: unknown) => JSON.stringify(value));
  engine.registerHelper('jsonList', (value: unknown, column: unknown, indent: unknown) => {
    const items = Array.isArray(value) ? value.map((item) => JSON.stringify(item)) : [];
    const start = typeof column === 'number' ? column : 0;
    const pad = typeof indent === 'number' ? indent : 0;
    const inline = `[${items.join(', ')}]`;
    // +1 for the comma that may follow.
    if (start + inline.length + 1 <= PRINT_WIDTH) return inline;
    const inner = ' '.repeat(pad + 2);
    return `[\n${items.map((item) => inner + item).join(',\n')}\n${' '.repeat(pad)}]`;
  });
  engine.registerHelper('str', (value: unknown) =>
    JSON.stringify(String(value ?? '')).slice(1, -1),
  );
  engine.registerHelper('lower', (value: unknown) => String(value ?? '').toLowerCase());
  engine.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  return engine;
}
