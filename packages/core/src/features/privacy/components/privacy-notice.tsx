import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  CONSENT_RECORD_RETENTION_MONTHS,
  DATA_EXPORT_LINK_HOURS,
  RETENTION_WARNING_DAYS,
} from '@jobboard/contracts/constants';
import { Container, PageTitle } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { COOKIE_SETTINGS_ANCHOR, useConsent } from '../../../lib/consent';
import { useLang } from '../../../lib/lang';
import { ConsentForm } from './consent-banner';
import { SectionCard } from './section-card';

const Prose = styled.div`
  max-width: 70ch;
  ul {
    padding-left: 1.25em;
    margin: 0;
  }
  li + li {
    margin-top: ${(p) => p.theme.space[2]};
  }
  address {
    font-style: normal;
    white-space: pre-line;
  }
  a {
    overflow-wrap: anywhere;
  }
`;
const Links = styled.ul`
  list-style: none;
  padding: 0 !important;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[5]};
  li + li {
    margin-top: 0 !important;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * The board's privacy page (docs/privacy.md): its person in charge of personal information,
 * what it keeps and for how long (the manifest's retention period), the visitor's rights and
 * their cookie choice, which the form of the cookie section changes (without JavaScript too).
 * The brand's full policy, when it has one (manifest links.privacy), is linked from here.
 */
export function PrivacyNotice() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest } = useBrand();
  const { choice } = useConsent();
  const { officer, retentionMonths } = manifest.privacy;
  const policy = manifest.links.privacy?.[lang];
  const m = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const state = (accepted: boolean) =>
    m(accepted ? 'privacyPage.cookies.yes' : 'privacyPage.cookies.no');

  return (
    <Container>
      <PageTitle>{m('privacyPage.title')}</PageTitle>
      <Prose>
        <p>{m('privacyPage.intro', { label: manifest.label[lang] })}</p>
      </Prose>
      <SectionCard aria-labelledby="privacy-officer" data-testid="privacy-officer">
        <h2 id="privacy-officer">{m('privacyPage.officer')}</h2>
        <Prose>
          <p>{m('privacyPage.officerText')}</p>
          <address>
            <strong>{officer.title[lang]}</strong>
            {officer.name ? `\n${officer.name}` : ''}
            {'\n'}
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
            {`\n${officer.postalAddress[lang]}`}
          </address>
        </Prose>
      </SectionCard>
      <SectionCard aria-labelledby="privacy-kept">
        <h2 id="privacy-kept">{m('privacyPage.kept')}</h2>
        <Prose>
          <ul>
            <li>{m('privacyPage.kept.account')}</li>
            <li data-testid="privacy-retention">
              {m('privacyPage.kept.documents', {
                months: retentionMonths,
                days: RETENTION_WARNING_DAYS,
              })}
            </li>
            <li>{m('privacyPage.kept.alerts')}</li>
            <li>{m('privacyPage.kept.consent', { months: CONSENT_RECORD_RETENTION_MONTHS })}</li>
            <li>{m('privacyPage.kept.export', { hours: DATA_EXPORT_LINK_HOURS })}</li>
          </ul>
        </Prose>
      </SectionCard>
      <SectionCard aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{m('privacyPage.rights')}</h2>
        <Prose>
          <p>{m('privacyPage.rights.text')}</p>
          <Links>
            <li>
              <RouteLink to="profilePrivacy">{m('privacyPage.rights.candidate')}</RouteLink>
            </li>
            <li>
              <RouteLink to="employerPrivacy">{m('privacyPage.rights.employer')}</RouteLink>
            </li>
            {policy && (
              <li>
                <a href={policy} target="_blank" rel="noopener noreferrer">
                  {m('privacyPage.policy')}
                </a>
              </li>
            )}
          </Links>
        </Prose>
      </SectionCard>
      <SectionCard aria-labelledby={COOKIE_SETTINGS_ANCHOR} data-testid="privacy-cookies">
        <h2 id={COOKIE_SETTINGS_ANCHOR}>{m('privacyPage.cookies')}</h2>
        <Prose>
          <ul>
            <li>{m('privacyPage.cookies.necessary')}</li>
            <li>{m('privacyPage.cookies.optional')}</li>
          </ul>
          <div data-testid="privacy-consent-state">
            <p>
              <strong>{m('privacyPage.cookies.current')}</strong>
            </p>
            {choice ? (
              <ul>
                <li>
                  {m('consent.advertising')} — {state(choice.advertising)}
                </li>
                <li>
                  {m('consent.measurement')} — {state(choice.measurement)}
                </li>
              </ul>
            ) : (
              <p>{m('privacyPage.cookies.none')}</p>
            )}
          </div>
        </Prose>
        <ConsentForm inline />
      </SectionCard>
    </Container>
  );
}
