import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LineIcon } from '../../../components/ui/line-icon';
import { buttonStyle, type ButtonStyleProps } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { applicationsCsvUrl } from '../api/application-notes';

const Link = styled.a<ButtonStyleProps>`
  ${buttonStyle}
`;

/**
 * Downloads the offer's applications as CSV (names, contact, stage, date, rating), its headers
 * and stages in the page's language. A plain link: the server answers it as an attachment.
 */
export function ApplicationsExportLink({ offerId }: { offerId: number }) {
  const intl = useIntl();
  const { board } = useBrand();
  const lang = useLang();
  return (
    <Link
      href={applicationsCsvUrl(board, offerId, lang)}
      download
      $variant="secondary"
      data-testid="applications-export"
    >
      <LineIcon d="M12 3v12m0 0l-5-5m5 5l5-5M4 19h16" size={18} roundJoins />
      {intl.formatMessage({ id: 'employer.applications.export' })}
    </Link>
  );
}
