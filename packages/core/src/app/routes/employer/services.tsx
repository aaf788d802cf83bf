import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, Grid, Row } from '../../../components/ui/primitives';
import { pathTo } from '@jobboard/contracts/routes';
import { AtsDashboardButton } from '../../../features/employer-auth/components/ats-dashboard-button';
import { PageHeader } from '../../../features/employer/components/page-header';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import type { PageContext } from '../../page';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

const Lead = styled.p`
  font-size: ${(p) => p.theme.fontSizes.lg};
  max-width: 60ch;
`;

const POINTS = ['needs', 'search', 'selection'] as const;
const kindOf = (staffing: boolean) => (staffing ? 'staffing' : 'recruitment');

/**
 * The recruitment page, called staffing where the manifest says so (behaviour.staffingWording):
 * what the team offers beyond job postings, and how to reach it.
 */
function Services() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest, atsUrl } = useBrand();
  const kind = kindOf(manifest.behaviour.staffingWording);
  const contact = manifest.links.contact?.[lang];
  const values = { label: manifest.label[lang], professional: manifest.professional[lang] };
  const t = (id: string) => intl.formatMessage({ id }, values);
  return (
    <div data-testid={`employer-${kind}`}>
      <PageHeader title={t(`employer.services.${kind}.title`)} />
      <Lead>{t(`employer.services.${kind}.intro`)}</Lead>
      <Grid>
        {POINTS.map((p) => (
          <Card key={p} as="section">
            <h2>{t(`employer.services.${kind}.${p}.title`)}</h2>
            <p>{t(`employer.services.${kind}.${p}.body`)}</p>
          </Card>
        ))}
      </Grid>
      <Row>
        {contact ? (
          <a href={contact} target="_blank" rel="noopener noreferrer">
            {t('employer.services.contact')}
          </a>
        ) : null}
        <ButtonLink to="employerCreateOffer">{t('employer.nav.publishOffer')}</ButtonLink>
        {atsUrl ? <AtsDashboardButton atsUrl={atsUrl} /> : null}
      </Row>
    </div>
  );
}

/** The other name of the page goes to the brand's own (recruitment ↔ staffing). */
function canonical(ctx: PageContext): string | null {
  const staffing = ctx.brand.manifest.behaviour.staffingWording;
  if (staffing && ctx.name === 'employerRecruitment') return pathTo('employerStaffing', ctx.lang);
  if (!staffing && ctx.name === 'employerStaffing') return pathTo('employerRecruitment', ctx.lang);
  return null;
}

export default definePage({
  Component: Services,
  redirect: (ctx) => canonical(ctx),
  head: (ctx) =>
    employerHead(`employer.services.${kindOf(ctx.brand.manifest.behaviour.staffingWording)}.title`)(
      ctx,
    ),
  prepare: loadEmployerMessages,
});
