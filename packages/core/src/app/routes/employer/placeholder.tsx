import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/primitives';
import { definePage } from '../../page';

/** Stand-in for the employer screens of issue 5: one route at a time gets its own module. */
function EmployerPlaceholder() {
  const intl = useIntl();
  const name = [...useMatches()]
    .reverse()
    .map((m) => (m.handle as { name?: string } | undefined)?.name)
    .find(Boolean);
  return (
    <div data-testid="employer-placeholder" data-route={name}>
      <PageTitle>{intl.formatMessage({ id: 'employer.placeholder.title' })}</PageTitle>
      <p>{intl.formatMessage({ id: 'employer.placeholder.body' })}</p>
    </div>
  );
}

export default definePage({
  Component: EmployerPlaceholder,
  head: ({ intl }) => ({
    title: intl.formatMessage({ id: 'employer.placeholder.title' }),
    noindex: true,
  }),
});
