import path from 'node:path';
import {
  COMPANY_LOGO_FORMATS,
  COMPANY_LOGO_SIZES,
  companyLogoVariantUrl,
} from '@jobboard/contracts';

// Where a stored company logo's files are: the logo and the variants named after its stem.

/** images/2026-11/abc.webp → images/2026-11/abc: the stem its variants are named after. */
export function logoVariantStem(logoPath: string): string {
  return logoPath.slice(0, logoPath.length - path.posix.extname(logoPath).length);
}

/** The stored logo and every variant it may have (removed together when the logo is replaced). */
export function logoFilePaths(logoPath: string): string[] {
  const stem = logoVariantStem(logoPath);
  return [
    logoPath,
    ...COMPANY_LOGO_SIZES.flatMap((size) =>
      COMPANY_LOGO_FORMATS.map((format) => companyLogoVariantUrl(stem, size, format)),
    ),
  ];
}
