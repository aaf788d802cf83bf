/** "Saint-Jérôme", "Val-d'Or", "Manœuvre" → "saint-jerome", "val-d-or", "manoeuvre". */
export function slugify(text: string): string {
  return text
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
