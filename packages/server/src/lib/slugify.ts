/**
 * Technology names whose symbol is the name: "C#" is not "C", and "C++", "F#" and ".NET" are no
 * other name either. Spelled out before the symbols go, so each has a slug of its own.
 */
const SYMBOL_NAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|[^\p{L}\p{N}])([cf])#(?![\p{L}\p{N}])/giu, '$1$2-sharp'],
  [/(^|[^\p{L}\p{N}])c\+\+(?![\p{L}\p{N}])/giu, '$1c-plus-plus'],
  [/(^|[^\p{L}\p{N}])\.net(?![\p{L}\p{N}])/giu, '$1dotnet'],
];

/**
 * "Saint-Jérôme", "Val-d'Or", "Manœuvre" → "saint-jerome", "val-d-or", "manoeuvre";
 * "C#", "C++", ".NET" → "c-sharp", "c-plus-plus", "dotnet".
 */
export function slugify(text: string): string {
  let named = text;
  for (const [pattern, name] of SYMBOL_NAMES) named = named.replace(pattern, name);
  return named
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
