import {
  ForgotPasswordForm,
  type ForgotPasswordSide,
} from '../../../components/forms/forgot-password-form';
import { employerForgotPassword } from '../api/auth';
import { EmployerAuthField } from './auth-field';

const EMPLOYER_FORGOT_PASSWORD: ForgotPasswordSide = {
  testId: 'employer-forgot-form',
  sentTestId: 'employer-forgot-sent',
  messages: {
    title: 'employer.forgot.title',
    intro: 'employer.forgot.intro',
    submit: 'employer.forgot.submit',
    sent: 'employer.forgot.sent',
    back: 'employer.forgot.back',
  },
  Field: EmployerAuthField,
  request: employerForgotPassword,
  backRoute: 'employerLogin',
};

/** POST /ats/auth/forgot-password. */
export function EmployerForgotPasswordForm() {
  return <ForgotPasswordForm side={EMPLOYER_FORGOT_PASSWORD} />;
}
