import type { RouteName } from '@jobboard/contracts/routes';
import type { ComponentType, FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { FormNotice } from '../../lib/use-sign-in';
import { Alert, Button, PageTitle, RequiredLegend, Stack } from '../ui/primitives';
import { RouteLink } from '../ui/route-link';
import { ErrorSummary } from './error-summary';
import { Form } from './form';

/**
 * What differs between the candidates' and the employers' sign-in forms: the words (message ids
 * of the side's catalog), the side's labelled field and its routes.
 */
export interface SignInSide {
  testId: string;
  messages: { title: string; submit: string; forgot: string; noAccount: string; register: string };
  Field: ComponentType<{
    name: string;
    type: string;
    autoComplete: string;
    error?: string;
    defaultValue?: string;
  }>;
  forgotRoute: RouteName;
  registerRoute: RouteName;
}

/**
 * The sign-in form of both sides, submitted by lib/use-sign-in.ts (whose answer it takes as
 * props): e-mail and password, the submit, the forgotten-password link and the sign-up link,
 * which keeps the ?redirect=. `children` come last (the employer's link to the candidates'
 * sign-in). `notice` and `email`: the server's answer to the form posted without JavaScript (the
 * message its script would have toasted, the e-mail typed).
 */
export function SignInForm({
  side,
  busy,
  errors,
  notice,
  email,
  submit,
  children,
}: {
  side: SignInSide;
  busy: boolean;
  errors: Record<string, string>;
  notice?: FormNotice;
  email?: string;
  submit: (e: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const location = useLocation();
  const { messages, Field } = side;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Form method="post" onSubmit={submit} noValidate data-testid={side.testId}>
      <Stack $gap="4">
        <PageTitle>{t(messages.title)}</PageTitle>
        <RequiredLegend />
        <ErrorSummary errors={errors} />
        {notice ? (
          <Alert
            $tone={notice.tone === 'error' ? 'danger' : 'warning'}
            role="alert"
            data-testid="sign-in-notice"
          >
            {notice.text}
          </Alert>
        ) : null}
        <Field
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
          defaultValue={email}
        />
        <Field
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <Button type="submit" disabled={busy} $block>
          {t(messages.submit)}
        </Button>
        <RouteLink to={side.forgotRoute}>{t(messages.forgot)}</RouteLink>
        <span>
          {t(messages.noAccount)}{' '}
          <RouteLink
            to={side.registerRoute}
            query={{ redirect: new URLSearchParams(location.search).get('redirect') }}
          >
            {t(messages.register)}
          </RouteLink>
        </span>
        {children}
      </Stack>
    </Form>
  );
}
