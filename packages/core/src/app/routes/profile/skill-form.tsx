import { type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  Card,
  Container,
  Field,
  PageTitle,
  Row,
  Select,
  Stack,
} from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { pathTo } from '../../../config/routes';
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

/** Add a skill, or edit one (/profile/skills/edit/{id}); without an id, edit lists them. */
function SkillForm() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { id } = useParams();
  const { data: skills, mutate } = useSkills();
  const { data: attrs } = useBoardAttributes();
  const { busy, errors, run } = useSubmit();
  const t = (key: string) => intl.formatMessage({ id: key });
  const existing = id ? skills?.data.find((s) => String(s.id) === id) : undefined;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void run(async () => {
      await saveSkill(
        { skill_id: Number(form.get('skill_id')), level: Number(form.get('level')) },
        existing?.id,
      );
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
        <Form method="post" onSubmit={submit} key={existing?.id ?? 'new'}>
          <Stack $gap="3">
            <Field id="skill-id" label={t('skills.skill')} error={errors.skill_id} required>
              <Select
                id="skill-id"
                name="skill_id"
                defaultValue={existing?.skill.id}
                required
                aria-required
              >
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
                defaultValue={existing?.level ?? 3}
                aria-required
              >
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
