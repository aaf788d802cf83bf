import type { Alert as AlertItem, AlertFrequency } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button-link';
import { Alert, Button, Card, Muted } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { notify, notifyApiError } from '../../../lib/notify';
import { filtersToQuery } from '../../offers/api/search-query';
import { deleteAlert, updateAlert, useMyAlerts } from '../api/alerts';
import { FrequencyChoice } from './frequency-choice';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space[3]};
`;
const Item = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
`;

function MyAlert({ alert, onChange }: { alert: AlertItem; onChange: (list: AlertItem[]) => void }) {
  const intl = useIntl();
  const { board } = useBrand();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const run = async (action: () => Promise<{ data: AlertItem[] }>, done: string) => {
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
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  return (
    <li>
      <Item
        as="article"
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
        <Line>
          <FrequencyChoice
            name={`alert-${alert.id}-frequency`}
            legend={t('alerts.frequency.label')}
            value={alert.frequency}
            onChange={setFrequency}
            disabled={busy}
          />
          {asking ? (
            <Actions role="group" aria-live="polite">
              <span>{t('alerts.mine.deleteQuestion')}</span>
              <Button
                type="button"
                $variant="danger"
                disabled={busy}
                onClick={() => void run(() => deleteAlert(board, alert.id), 'alerts.mine.deleted')}
                data-testid="alert-delete-confirm"
              >
                {t('alerts.mine.deleteYes')}
              </Button>
              <Button
                type="button"
                $variant="ghost"
                disabled={busy}
                onClick={() => setAsking(false)}
              >
                {t('alerts.mine.deleteNo')}
              </Button>
            </Actions>
          ) : (
            <Button
              type="button"
              $variant="ghost"
              onClick={() => setAsking(true)}
              data-testid="alert-delete"
            >
              {t('alerts.mine.delete')}
            </Button>
          )}
        </Line>
      </Item>
    </li>
  );
}

/** The candidate's alerts on this board: each search, its frequency, and deleting it. */
export function MyAlertList() {
  const intl = useIntl();
  const { data, mutate } = useMyAlerts();
  if (!data) return null;
  if (!data.data.length)
    return (
      <Alert $tone="info" data-testid="my-alerts-empty">
        <span>{intl.formatMessage({ id: 'alerts.mine.empty' })}</span>
        <ButtonLink to="findJob">
          {intl.formatMessage({ id: 'myApplications.findJobs' })}
        </ButtonLink>
      </Alert>
    );
  return (
    <List data-testid="my-alerts">
      {data.data.map((alert) => (
        <MyAlert
          key={alert.id}
          alert={alert}
          onChange={(list) => void mutate({ data: list }, { revalidate: false })}
        />
      ))}
    </List>
  );
}
