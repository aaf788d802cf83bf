import { useBrand } from '../../../lib/brand';
import { useMe } from '../../../lib/get-me';
import { UnconfirmedEmailBanner } from '../../../components/ui/unconfirmed-email-banner';
import { resendEmailConfirmation } from '../api/auth';

/** The candidate's banner in the default layout. */
export function EmailConfirmationBanner() {
  const { board } = useBrand();
  const { user } = useMe();
  return (
    <UnconfirmedEmailBanner
      user={user}
      resend={() => resendEmailConfirmation(board)}
      testId="email-banner"
    />
  );
}
