import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../components/ui/primitives';
import { AtsDashboardButton } from '../../features/employer-auth/components/ats-dashboard-button';
import { useBrand } from '../../lib/brand';

const Band = styled.aside`
  background: ${(p) => p.theme.colors.info};
  color: ${(p) => p.theme.colors.onInfo};
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space[3]};
    padding-top: ${(p) => p.theme.space[3]};
    padding-bottom: ${(p) => p.theme.space[3]};
  }
  p {
    margin: 0;
  }
`;

/**
 * SPEC §2: the banner inviting employers to the ATS for the full features, with a dashboard
 * button that opens the ATS through single sign-on in a new window. The manifest decides whether
 * a brand shows it; the button needs an ATS address (ATS_URL).
 */
export function EmployerAtsBanner() {
  const intl = useIntl();
  const { manifest, atsUrl } = useBrand();
  if (!manifest.behaviour.showAtsBanner) return null;
  return (
    <Band data-testid="ats-banner" aria-label={intl.formatMessage({ id: 'employer.ats.label' })}>
      <Container>
        <p>{intl.formatMessage({ id: 'employer.ats.banner' })}</p>
        {atsUrl ? <AtsDashboardButton atsUrl={atsUrl} /> : null}
      </Container>
    </Band>
  );
}
