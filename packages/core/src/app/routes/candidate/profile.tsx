import { useIntl } from 'react-intl';
import { Card, Container, PageTitle, Row } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { getMeKey, useMe } from '../../../lib/get-me';
import {
  getBoardAttributesKey,
  useBoardAttributes,
} from '../../../features/offers/api/get-board-attributes';
import { getMyAlertsKey } from '../../../features/alerts/api/alerts';
import { getDocumentsKey } from '../../../features/profile/api/documents';
import { SKILLS_KEY, useSkills } from '../../../features/profile/api/skills';
import { getSpecializationsKey } from '../../../features/profile/api/specializations';
import { DocumentsPanel } from '../../../features/profile/components/documents-panel';
import { InfoForm } from '../../../features/profile/components/info-form';
import { SpecializationsPanel } from '../../../features/profile/components/specializations-panel';
import { useLang } from '../../../lib/lang';
import { attrLabel } from '../../../lib/localize';
import { definePage } from '../../page';
import { ProfileNextSteps } from './profile-next-steps';
import { loadAccountMessages } from '../../../i18n';

function Profile() {
  const intl = useIntl();
  const lang = useLang();
  const { user, mutate } = useMe();
  const { data: skills } = useSkills();
  const { data: attrs } = useBoardAttributes();
  if (!user) return null;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Container>
      <PageTitle>
        {intl.formatMessage({ id: 'profile.title' }, { name: user.first_name })}
      </PageTitle>
      <ProfileNextSteps />
      <Card aria-labelledby="profile-info">
        <h2 id="profile-info">{t('profile.info')}</h2>
        <InfoForm user={user} onSaved={() => void mutate()} />
      </Card>
      <Card aria-labelledby="profile-documents">
        <h2 id="profile-documents">{t('profile.documents')}</h2>
        <DocumentsPanel />
      </Card>
      <Card aria-labelledby="profile-skills">
        <h2 id="profile-skills">{t('profile.skills')}</h2>
        <ul>
          {(skills?.data ?? []).map((s) => (
            <li key={s.id}>
              <Row>
                {attrLabel(s.skill, lang)} ·{' '}
                {intl.formatMessage({ id: 'skills.levelValue' }, { level: s.level })}
                <RouteLink to="profileSkillsEdit" params={{ id: s.id }}>
                  {t('common.edit')}
                </RouteLink>
              </Row>
            </li>
          ))}
        </ul>
        <RouteLink to="profileSkillsAdd">{t('skills.add')}</RouteLink>
      </Card>
      <Card aria-labelledby="profile-specializations">
        <h2 id="profile-specializations">{t('profile.specializations')}</h2>
        <SpecializationsPanel
          categories={attrs?.data.attributes.category ?? []}
          specializations={attrs?.data.attributes.specialization ?? []}
        />
      </Card>
      <Card aria-labelledby="profile-privacy">
        <h2 id="profile-privacy">{t('privacyCentre.title')}</h2>
        <p>{t('privacyCentre.intro')}</p>
        <RouteLink to="profilePrivacy">{t('privacyCentre.link')}</RouteLink>
      </Card>
    </Container>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: Profile,
  keys: ({ brand }) => [
    getMeKey(brand.board),
    getDocumentsKey(brand.board),
    SKILLS_KEY,
    getSpecializationsKey(brand.board),
    getBoardAttributesKey(brand.board),
    getMyAlertsKey(brand.board),
  ],
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'nav.profile' }) }),
});
