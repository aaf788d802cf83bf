import { CompanyLogo, LogoBox, type CompanyLogoProps } from './company-logo';

/** Proportions from which a logo counts as wide, and the widest box it gets. */
const WIDE_LOGO_MIN_RATIO = 1.5;
const WIDE_LOGO_MAX_RATIO = 2.5;

/**
 * A company's logo where the layout has room beside it (the company page's header, the logo
 * form, the offer preview): a wide logo (a wordmark) gets a box as tall as `size` and as wide as
 * its proportions ask, up to WIDE_LOGO_MAX_RATIO, showing the stored image (its own proportions)
 * — in a square it was a thin band. Any other logo is the square CompanyLogo. Cards keep their
 * squares (their titles line up), and so does the offer page's narrow employer box; this module
 * stays out of their chunks.
 */
export function WideCompanyLogo(props: CompanyLogoProps) {
  const { logo, size, name, decorative, eager, className } = props;
  const ratio = logo && logo.height > 0 ? logo.width / logo.height : 1;
  if (!logo || name === null || ratio < WIDE_LOGO_MIN_RATIO) return <CompanyLogo {...props} />;
  const boxRatio = Math.min(ratio, WIDE_LOGO_MAX_RATIO);
  return (
    <LogoBox $size={size} $ratio={boxRatio} className={className} data-testid="company-logo-wide">
      <img
        src={logo.url}
        alt={decorative ? '' : name}
        width={Math.round(size * boxRatio)}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </LogoBox>
  );
}
