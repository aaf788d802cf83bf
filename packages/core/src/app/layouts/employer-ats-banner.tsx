import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AtsDashboardButton } from '../../features/employer-auth/components/ats-dashboard-button';
import { useBrand } from '../../lib/brand';
import { HeaderRow } from './header-bar';

const Band = styled.aside`
  background: ${(p) => p.theme.colors.info};
  color: ${(p) => p.theme.colors.onInfo};
  p {
    margin: 0;
  }
`;

/**
 * The banner inviting employers to the ATS for the full features, with a dashboard
 * button that opens the ATS through single sign-on in a new window. The manifest decides whether
 * a brand shows it, and only a deployment with an ATS address (ATS_URL) has one: an invitation
 * with nowhere to go is not shown.
 */
export function EmployerAtsBanner() {
  const intl = useIntl();
  const { manifest, atsUrl } = useBrand();
  if (!manifest.behaviour.showAtsBanner || !atsUrl) return null;
  return (
    <Band data-testid="ats-banner" aria-label={intl.formatMessage({ id: 'employer.ats.label' })}>
      <HeaderRow>
        <p>{intl.formatMessage({ id: 'employer.ats.banner' })}</p>
        <AtsDashboardButton atsUrl={atsUrl} />
      </HeaderRow>
    </Band>
  );
}
