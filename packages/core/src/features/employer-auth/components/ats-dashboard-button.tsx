import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/primitives';
import { useLang } from '../../../lib/lang';
import { notifyApiError } from '../../../lib/notify';
import { atsSsoUrl, getSsoTokens } from '../api/sso';

/**
 * Opens the ATS signed in (single sign-on, docs/employers.md) in a new window. The window is opened
 * in the click itself (popup blockers allow it), then sent to the link once the tokens arrive.
 */
export function AtsDashboardButton({ atsUrl, redirect }: { atsUrl: string; redirect?: string }) {
  const intl = useIntl();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const win = window.open('', '_blank');
    setBusy(true);
    try {
      const url = atsSsoUrl(atsUrl, await getSsoTokens(), lang, redirect);
      if (win) {
        win.opener = null;
        win.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      win?.close();
      notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      $variant="secondary"
      onClick={() => void open()}
      disabled={busy}
      data-testid="ats-dashboard"
    >
      {intl.formatMessage({ id: 'employer.ats.dashboard' })}
    </Button>
  );
}
