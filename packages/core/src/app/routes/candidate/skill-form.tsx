import { type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  Card,
  Container,
  Field,
  PageTitle,
  RequiredLegend,
  Row,
  Select,
  Stack,
} from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { pathTo } from '@jobboard/contracts/routes';
import {
  getBoardAttributesKey,
  useBoardAttributes,
} from '../../../features/offers/api/get-board-attributes';
import {
  deleteSkill,
  saveSkill,
  SKILLS_KEY,
  useSkills,
} from '../../../features/profile/api/skills';
import { useLang } from '../../../lib/lang';
import { attrLabel } from '../../../lib/localize';
import { notify } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import { definePage } from '../../page';
import { loadAccountMessages } from '../../../i18n';
import { Form } from '../../../components/forms/form';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { invalidProps } from '../../../components/forms/text-field';

/** Add a skill, or edit one (/profile/skills/edit/{id}); without an id, edit lists them. */
function SkillForm() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { id } = useParams();
  const { data: skills, mutate } = useSkills();
  const { data: attrs } = useBoardAttributes();
  const { busy, errors, setErrors, run } = useSubmit();
  const t = (key: string) => intl.formatMessage({ id: key });
  const existing = id ? skills?.data.find((s) => String(s.id) === id) : undefined;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // Both start empty (a new skill is one the person picks, not the list's first one) and each
    // left empty is named at once.
    const skillId = Number(form.get('skill_id') || 0);
    const level = Number(form.get('level') || 0);
    const missing: Record<string, string> = {};
    if (!skillId) missing.skill_id = t('form.choose');
    if (!level) missing.level = t('form.choose');
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    void run(async () => {
      await saveSkill({ skill_id: skillId, level }, existing?.id);
      await mutate();
      notify.success(t('profile.saved'));
      navigate(pathTo('profile', lang));
    });
  };
  const remove = () =>
    existing &&
    void run(async () => {
      await deleteSkill(existing.id);
      await mutate();
      navigate(pathTo('profile', lang));
    });
  return (
    <Container>
      <Card>
        <PageTitle>{t(existing ? 'skills.edit' : 'skills.add')}</PageTitle>
        <Form method="post" onSubmit={submit} noValidate key={existing?.id ?? 'new'}>
          <Stack $gap="3">
            <RequiredLegend />
            <ErrorSummary errors={errors} />
            <Field id="skill-id" label={t('skills.skill')} error={errors.skill_id} required>
              <Select
                id="skill-id"
                name="skill_id"
                defaultValue={existing?.skill.id ?? ''}
                required
                aria-required
                {...invalidProps('skill-id', errors.skill_id)}
              >
                <option value="" disabled>
                  {t('skills.chooseSkill')}
                </option>
                {(attrs?.data.attributes.skill ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {attrLabel(s, lang)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="skill-level" label={t('skills.level')} error={errors.level} required>
              <Select
                id="skill-level"
                name="level"
                defaultValue={existing?.level ?? ''}
                required
                aria-required
                {...invalidProps('skill-level', errors.level)}
              >
                <option value="" disabled>
                  {t('skills.chooseLevel')}
                </option>
                {[1, 2, 3, 4, 5].map((l) => (
                  <option key={l} value={l}>
                    {intl.formatMessage({ id: 'skills.levelValue' }, { level: l })}
                  </option>
                ))}
              </Select>
            </Field>
            <Row>
              <Button type="submit" disabled={busy}>
                {t('common.save')}
              </Button>
              {existing ? (
                <Button type="button" $variant="danger" onClick={remove} disabled={busy}>
                  {t('common.delete')}
                </Button>
              ) : null}
              <RouteLink to="profile">{t('common.cancel')}</RouteLink>
            </Row>
          </Stack>
        </Form>
      </Card>
    </Container>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: SkillForm,
  keys: ({ brand }) => [SKILLS_KEY, getBoardAttributesKey(brand.board)],
  head: ({ intl, params }) => ({
    title: intl.formatMessage({ id: params.id ? 'skills.edit' : 'skills.add' }),
  }),
});
