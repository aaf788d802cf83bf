import { useIntl } from 'react-intl';
import { LINK_NAMES } from '../../config/constants';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';

/** The brand's own links (about, partners, privacy…) that exist in this language, as list items. */
export function BrandLinkItems() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest } = useBrand();
  return LINK_NAMES.map((name) => [name, manifest.links[name]?.[lang]] as const)
    .filter(([, url]) => url)
    .map(([name, url]) => (
      <li key={name}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage({ id: `footer.link.${name}` })}
        </a>
      </li>
    ));
}

/** "© {year} {label}. All rights reserved." with this year and the brand's label. */
export function CopyrightText() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest } = useBrand();
  return intl.formatMessage(
    { id: 'footer.copyright' },
    { year: new Date().getFullYear(), label: manifest.label[lang] },
  );
}
