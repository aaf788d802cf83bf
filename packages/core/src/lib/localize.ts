import type { Attribute, Company } from '@jobboard/contracts';
import { OTHER_CATEGORY_ID } from '../config/constants';
import type { Lang } from '@jobboard/contracts/routes';

/** A company's name and description fall back to the other language when empty. */
export function companyName(company: Pick<Company, 'name_fr' | 'name_en'>, lang: Lang): string {
  return (
    (lang === 'fr' ? company.name_fr || company.name_en : company.name_en || company.name_fr) ?? ''
  );
}
export function companyDescription(
  company: Pick<Company, 'description_fr' | 'description_en'>,
  lang: Lang,
): string {
  return lang === 'fr'
    ? company.description_fr || company.description_en
    : company.description_en || company.description_fr;
}
export function companyVideo(
  company: Pick<Company, 'video_fr' | 'video_en'>,
  lang: Lang,
): string | null {
  return lang === 'fr'
    ? company.video_fr || company.video_en
    : company.video_en || company.video_fr;
}

export const attrLabel = (a: Pick<Attribute, 'label'>, lang: Lang) =>
  a.label[lang] || a.label.fr || a.label.en;

/** An attribute by slug in either language (a language switch keeps the other slug). */
export function findBySlug<T extends Pick<Attribute, 'slug'>>(
  list: T[] | undefined,
  slug: string | undefined,
): T | undefined {
  if (!slug || !list) return undefined;
  return list.find((a) => a.slug.fr === slug || a.slug.en === slug);
}

/** Categories sorted by label, id 31 ("other") last. */
export function sortCategories<T extends Pick<Attribute, 'id' | 'label'>>(
  list: T[],
  lang: Lang,
  otherId = OTHER_CATEGORY_ID,
): T[] {
  return [...list].sort((a, b) =>
    a.id === otherId
      ? 1
      : b.id === otherId
        ? -1
        : attrLabel(a, lang).localeCompare(attrLabel(b, lang), lang),
  );
}

/** Slug for a URL: lower-case ASCII words joined by dashes. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'n-a'
  );
}
