import type { Alert as AlertItem, AlertFrequency, DataOf } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmAction, ItemCard, ItemLine, ItemsOrEmpty } from '../../../components/ui/item-list';
import { Muted } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { notify, notifyApiError } from '../../../lib/notify';
import { filtersToQuery } from '../../../lib/search/query';
import { deleteAlert, updateAlert, useMyAlerts } from '../api/alerts';
import { FrequencyChoice } from './frequency-choice';
import { readableDate } from '../../../lib/dates';

function MyAlert({ alert, onChange }: { alert: AlertItem; onChange: (list: AlertItem[]) => void }) {
  const intl = useIntl();
  const { board } = useBrand();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const run = async (action: () => Promise<DataOf<AlertItem[]>>, done: string) => {
    setBusy(true);
    try {
      onChange((await action()).data);
      notify.success(t(done));
    } catch (error) {
      notifyApiError(error, intl);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const setFrequency = (frequency: AlertFrequency) =>
    void run(() => updateAlert(board, alert.id, frequency), 'alerts.mine.updated');
  const date = (iso: string) => readableDate(intl, iso);
  return (
    <li>
      <ItemCard
        as="article"
        $gap={3}
        data-testid="my-alert"
        data-alert-id={alert.id}
        data-frequency={alert.frequency}
      >
        <div>
          <h2>
            <RouteLink to="findJob" query={filtersToQuery(alert.filters)}>
              {alert.summary}
            </RouteLink>
          </h2>
          <Muted>
            {intl.formatMessage({ id: 'alerts.mine.createdOn' }, { date: date(alert.created_at) })}
            {alert.last_sent_at
              ? ` · ${intl.formatMessage({ id: 'alerts.mine.lastSent' }, { date: date(alert.last_sent_at) })}`
              : null}
          </Muted>
        </div>
        <ItemLine $align="flex-end" $rowGap={3}>
          <FrequencyChoice
            name={`alert-${alert.id}-frequency`}
            legend={t('alerts.frequency.label')}
            value={alert.frequency}
            onChange={setFrequency}
            disabled={busy}
          />
          <ConfirmAction
            asking={asking}
            busy={busy}
            onAsk={() => setAsking(true)}
            onCancel={() => setAsking(false)}
            onConfirm={() => void run(() => deleteAlert(board, alert.id), 'alerts.mine.deleted')}
            label={t('alerts.mine.delete')}
            question={t('alerts.mine.deleteQuestion')}
            yes={t('alerts.mine.deleteYes')}
            no={t('alerts.mine.deleteNo')}
            testId="alert-delete"
            confirmTestId="alert-delete-confirm"
          />
        </ItemLine>
      </ItemCard>
    </li>
  );
}

/** The candidate's alerts on this board: each search, its frequency, and deleting it. */
export function MyAlertList() {
  const intl = useIntl();
  const { data, mutate } = useMyAlerts();
  return (
    <ItemsOrEmpty
      items={data?.data}
      testId="my-alerts"
      empty={intl.formatMessage({ id: 'alerts.mine.empty' })}
    >
      {(alert) => (
        <MyAlert
          key={alert.id}
          alert={alert}
          onChange={(list) => void mutate({ data: list }, { revalidate: false })}
        />
      )}
    </ItemsOrEmpty>
  );
}
