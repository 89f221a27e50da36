import { useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, SelectList, Spinner, Text } from 'gestalt';
import { DateField } from 'gestalt-datepicker';
import { Link } from 'react-router';
import Papa from 'papaparse';
import { ANALYTICS_DAYS_MAX } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { useAdAccount } from '../common/ads-api';
import { FormError } from '../common/form-error';
import { statusLabel } from '../common/labels';
import { MetricChart } from '../common/metric-chart';
import { formatMicros } from '../common/money';
import { daysBetween, metricValue, REPORT_METRICS, sumBy, type MetricColumn } from './report-rows';
import { ColumnChooser, useReportColumns } from './report-columns';
import { REPORT_KINDS, useAnalytics, useObjects, type ReportKind } from './report-data';
import 'gestalt-datepicker/dist/gestalt-datepicker.css';
import { BackToAccount } from '../common/back-to-account';

const day = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const asDate = (text: string) => new Date(`${text}T00:00:00Z`);

/**
 * SPEC §2.2 '/reporting/campaigns/' (and ad groups, ads): a chosen metric over the chosen days as
 * a chart, and a table of each object's numbers for the range with the columns the person keeps,
 * downloadable as CSV.
 */
export function ReportingPage({
  host,
  adAccountId,
  kind,
}: HostProps & { adAccountId: string; kind: ReportKind }) {
  const { title, idKey } = REPORT_KINDS[kind];
  useDocumentTitle(pageTitle(`Reporting: ${title}`));
  const account = useAdAccount(host.api, adAccountId);
  const currency = account.data?.currency ?? 'USD';
  const [range, setRange] = useState({ start: day(daysAgo(6)), end: day(new Date()) });
  const [metric, setMetric] = useState<MetricColumn>('TOTAL_IMPRESSION');
  const chooser = useReportColumns();
  const { columns } = chooser;
  const objects = useObjects(host, adAccountId, kind);
  const ids = useMemo(() => (objects.data ?? []).map((o) => o.id), [objects.data]);
  const tooLong = daysBetween(range.start, range.end).length > ANALYTICS_DAYS_MAX;
  const usable = range.start <= range.end && !tooLong;
  const totals = useAnalytics(host, adAccountId, kind, usable ? ids : [], range, 'TOTAL');
  const daily = useAnalytics(host, adAccountId, kind, usable ? ids : [], range, 'DAY');
  const byObject = useMemo(() => sumBy(totals.data ?? [], idKey), [totals.data, idKey]);
  const byDay = useMemo(() => sumBy(daily.data ?? [], 'DATE'), [daily.data]);

  const show = (column: MetricColumn, value: number | null) => {
    const kindOf = REPORT_METRICS.find((m) => m.column === column)!.kind;
    if (value === null) return '—';
    if (kindOf === 'money') return formatMicros(value, currency);
    if (kindOf === 'ratio') return `${(value * 100).toFixed(2)}%`;
    return value.toLocaleString();
  };
  const download = () => {
    const rows = (objects.data ?? []).map((o) => ({
      id: o.id,
      name: o.name ?? '',
      status: o.status,
      ...Object.fromEntries(columns.map((c) => [c, metricValue(byObject.get(o.id), c) ?? ''])),
    }));
    const blob = new Blob([Papa.unparse(rows)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${REPORT_KINDS[kind].path}-${range.start}-${range.end}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const metricLabel = REPORT_METRICS.find((m) => m.column === metric)!.label;

  return (
    <Flex direction="column" gap={{ column: 4, row: 0 }}>
      <BackToAccount adAccountId={adAccountId} name={account.data?.name} />
      <Heading size="400" accessibilityLevel={1}>
        Reporting: {title}
      </Heading>
      <nav className="pb-ads-tabs" aria-label="Reports">
        {(Object.keys(REPORT_KINDS) as ReportKind[]).map((k) => (
          <Link
            key={k}
            to={`/advertiser/${adAccountId}/reporting/${k}/`}
            aria-current={k === kind ? 'page' : undefined}
            className={k === kind ? 'pb-ads-tab pb-ads-tab--active' : 'pb-ads-tab'}
          >
            {REPORT_KINDS[k].title}
          </Link>
        ))}
        <Link to={`/advertiser/${adAccountId}/reporting/preferences/`} className="pb-ads-tab">
          Preferences
        </Link>
      </nav>
      <Flex gap={{ row: 3, column: 2 }} wrap alignItems="end">
        <DateField
          id="pb-report-start"
          label="From"
          value={asDate(range.start)}
          disableRange="disableFuture"
          onChange={({ value }) => value && setRange((r) => ({ ...r, start: day(value) }))}
          onClearInput={() => undefined}
        />
        <DateField
          id="pb-report-end"
          label="To"
          value={asDate(range.end)}
          disableRange="disableFuture"
          onChange={({ value }) => value && setRange((r) => ({ ...r, end: day(value) }))}
          onClearInput={() => undefined}
        />
        <SelectList
          id="pb-report-metric"
          label="Chart"
          value={metric}
          onChange={({ value }) => setMetric(value as MetricColumn)}
        >
          {REPORT_METRICS.map((m) => (
            <SelectList.Option key={m.column} label={m.label} value={m.column} />
          ))}
        </SelectList>
        <Button text="Export CSV" onClick={download} disabled={!objects.data?.length} />
      </Flex>
      {range.start > range.end ? <Text color="error">The start must not be after the end.</Text> : null}
      {tooLong ? <Text color="error">{`Choose at most ${ANALYTICS_DAYS_MAX} days.`}</Text> : null}
      <FormError error={objects.error ?? totals.error ?? daily.error} />
      {objects.isPending || (ids.length > 0 && (totals.isPending || daily.isPending)) ? (
        <Spinner show accessibilityLabel="Loading reporting" />
      ) : null}
      {usable && daily.data ? (
        <Box>
          <MetricChart
            label={`${metricLabel} per day from ${range.start} to ${range.end}`}
            points={daysBetween(range.start, range.end).map((d) => ({
              day: d,
              value: metricValue(byDay.get(d), metric) ?? 0,
            }))}
            format={(value) => show(metric, value)}
          />
        </Box>
      ) : null}
      <ColumnChooser {...chooser} />
      {objects.data && objects.data.length === 0 ? <Text>Nothing to report yet.</Text> : null}
      {/* The numbers once they are read: a table of zeros while they load would say nothing happened. */}
      {objects.data && objects.data.length > 0 && totals.data ? (
        <div className="pb-ads-table-wrap">
          <table className="pb-ads-table">
            <caption className="pb-visually-hidden">
              {title} from {range.start} to {range.end}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                {columns.map((c) => (
                  <th scope="col" key={c}>
                    {REPORT_METRICS.find((m) => m.column === c)!.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {objects.data.map((o) => (
                <tr key={o.id}>
                  <th scope="row">{o.name ?? `Ad ${o.id}`}</th>
                  <td>{statusLabel(o.status)}</td>
                  {columns.map((c) => (
                    <td key={c}>{show(c, metricValue(byObject.get(o.id), c))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Flex>
  );
}
