import type { RouteName } from '@jobboard/contracts/routes';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSubmit } from '../../lib/use-submit';
import { Alert, Button, PageTitle, RequiredLegend, Stack } from '../ui/primitives';
import { RouteLink } from '../ui/route-link';
import { Form } from './form';
import type { SignInSide } from './sign-in-form';

/**
 * What differs between the candidates' and the employers' forgotten-password forms: the words
 * (message ids of the side's catalog), the side's labelled field, its call and its sign-in route.
 */
export interface ForgotPasswordSide {
  testId: string;
  /** The test id of the "mail sent" message, where the side's tests look for it. */
  sentTestId?: string;
  messages: { title: string; intro: string; submit: string; sent: string; back: string };
  Field: SignInSide['Field'];
  /** The side's call; its answer never says whether the account exists. */
  request: (email: string) => Promise<unknown>;
  backRoute: RouteName;
}

/** The forgotten-password form of both sides: the e-mail, then the same "mail sent" for any. */
export function ForgotPasswordForm({ side }: { side: ForgotPasswordSide }) {
  const intl = useIntl();
  const { busy, errors, run } = useSubmit();
  const [sent, setSent] = useState(false);
  const { messages, Field } = side;
  const t = (id: string) => intl.formatMessage({ id });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    void run(async () => {
      await side.request(email);
      setSent(true);
    });
  };
  return (
    <Form method="post" onSubmit={submit} noValidate data-testid={side.testId}>
      <Stack $gap="4">
        <PageTitle>{t(messages.title)}</PageTitle>
        {sent ? (
          <Alert $tone="success" role="status" data-testid={side.sentTestId}>
            {t(messages.sent)}
          </Alert>
        ) : (
          <>
            <p>{t(messages.intro)}</p>
            <RequiredLegend />
            <Field name="email" type="email" autoComplete="email" error={errors.email} />
            <Button type="submit" disabled={busy} $block>
              {t(messages.submit)}
            </Button>
          </>
        )}
        <RouteLink to={side.backRoute}>{t(messages.back)}</RouteLink>
      </Stack>
    </Form>
  );
}
