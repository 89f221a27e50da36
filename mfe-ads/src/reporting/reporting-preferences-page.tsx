import { Flex, Heading, Text } from 'gestalt';
import { Link } from 'react-router';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { ColumnChooser, useReportColumns } from './report-columns';

/** '/advertiser/{id}/reporting/preferences/': the columns every report shows (kept at once). */
export function ReportingPreferencesPage({ adAccountId }: HostProps & { adAccountId: string }) {
  useDocumentTitle(pageTitle('Reporting preferences'));
  const chooser = useReportColumns();
  return (
    <Flex direction="column" gap={{ column: 4, row: 0 }}>
      <Link to={`/advertiser/${adAccountId}/reporting/campaigns/`} className="pb-ads-back">
        ← Reporting
      </Link>
      <Heading size="400" accessibilityLevel={1}>
        Reporting preferences
      </Heading>
      <Text>The campaigns, ad groups and ads reports and their CSV files show the columns chosen here.</Text>
      <ColumnChooser {...chooser} />
    </Flex>
  );
}
