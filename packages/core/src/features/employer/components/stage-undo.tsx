import { STAGE_UNDO_SECONDS } from '@jobboard/contracts';
import type { IntlShape } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/primitives';
import { notify, notifyApiError } from '../../../lib/notify';

/**
 * How long a stage change may be undone: its toast's time. The candidate's mail waits for the
 * stage to stay put far longer (the server's STAGE_MAIL_DELAY_SECONDS, two minutes, never less
 * than this window), so a change undone here is never mailed, and moves in a row mail only the
 * last stage (docs/mail.md).
 */
export const STAGE_UNDO_MS = STAGE_UNDO_SECONDS * 1000;

const Content = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
`;

/** Takes down the undo toast shown last, if any: only the last change can be undone. */
let dismissLast: Promise<() => void> | undefined;

/**
 * The toast that says what changed, with « Annuler » / "Undo": a click takes the toast down and
 * runs `restore` (at most once), which puts the stages back and refreshes the list; a toast then
 * says it was undone, or why not. A later change takes the earlier toast down: its « Annuler »
 * would put back a stage that is no longer the one before (« Entrevue » then « Non retenue »).
 */
export function offerStageUndo(message: string, restore: () => Promise<void>, intl: IntlShape) {
  const undo = async () => {
    try {
      await restore();
      notify.success(intl.formatMessage({ id: 'employer.applications.undone' }));
    } catch (error) {
      notifyApiError(error, intl);
    }
  };
  const undoLabel = intl.formatMessage({ id: 'employer.applications.undo' });
  let used = false;
  const earlier = dismissLast;
  void earlier?.then((dismiss) => dismiss());
  dismissLast = notify.custom(
    (dismiss) => (
      <Content data-testid="stage-undo">
        <span>{message}</span>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            dismiss();
            if (used) return;
            used = true;
            void undo();
          }}
          data-testid="stage-undo-button"
        >
          {undoLabel}
        </Button>
      </Content>
    ),
    STAGE_UNDO_MS,
  );
}
