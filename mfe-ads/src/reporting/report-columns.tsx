import { useState } from 'react';
import { Checkbox, Flex } from 'gestalt';
import { readColumns, REPORT_METRICS, type MetricColumn } from './report-rows';

/** Where the chosen columns are kept: the reports and /reporting/preferences/ share them. */
const COLUMNS_KEY = 'ads_reporting_columns';

/** The reporting columns the person keeps, and a way to choose one on or off (kept at once). */
export function useReportColumns() {
  const [columns, setColumns] = useState<MetricColumn[]>(() =>
    readColumns(window.localStorage.getItem(COLUMNS_KEY)),
  );
  const choose = (column: MetricColumn, on: boolean) => {
    const next = REPORT_METRICS.map((m) => m.column).filter((c) => (c === column ? on : columns.includes(c)));
    setColumns(next);
    window.localStorage.setItem(COLUMNS_KEY, JSON.stringify(next));
  };
  return { columns, choose };
}

/** The columns as checkboxes. */
export function ColumnChooser({ columns, choose }: ReturnType<typeof useReportColumns>) {
  return (
    <fieldset className="pb-ads-columns">
      <legend>Columns</legend>
      <Flex gap={{ row: 4, column: 2 }} wrap>
        {REPORT_METRICS.map((m) => (
          <Checkbox
            key={m.column}
            id={`pb-report-col-${m.column}`}
            label={m.label}
            checked={columns.includes(m.column)}
            onChange={({ checked }) => choose(m.column, checked)}
          />
        ))}
      </Flex>
    </fieldset>
  );
}
