import { useState } from 'react';
import { Box, Button, Flex, Heading, RadioGroup, SelectList, Text, TextField } from 'gestalt';
import { Link, useLocation, useNavigate } from 'react-router';
import { AdsTexts, AD_NAME_MAX, type EntityStatus } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { useAdAccount, useCreateCampaign, type NewCampaign } from '../common/ads-api';
import { AudienceFields, type Age, type Gender } from '../common/audience-fields';
import { FormError } from '../common/form-error';
import { OBJECTIVES, type Objective } from '../common/labels';
import { unitsToMicros } from '../common/money';
import { pinIdOf } from '../common/pin-ref';

type Placement = NewCampaign['adGroup']['placement_group'];
type Billable = NewCampaign['adGroup']['billable_event'];

interface Draft {
  name: string;
  objective: Objective;
  dailyBudget: string;
  billable: Billable;
  maxBid: string;
  placement: Placement;
  countries: string;
  genders: Gender[];
  ages: Age[];
  pin: string;
  destination: string;
}

/** What is wrong with the form, field by field (empty when it can be sent). */
function problems(draft: Draft): Partial<Record<keyof Draft, string>> {
  const found: Partial<Record<keyof Draft, string>> = {};
  if (draft.name.trim() === '') found.name = AdsTexts.nameRequired;
  if (unitsToMicros(draft.dailyBudget) === null)
    found.dailyBudget = 'Enter a daily budget, such as 10 or 12.50.';
  if (draft.maxBid.trim() !== '' && unitsToMicros(draft.maxBid) === null)
    found.maxBid = 'Enter a bid, such as 0.50.';
  if (pinIdOf(draft.pin) === null) found.pin = 'Enter the Pin to promote: its id or a link to it.';
  if (draft.destination.trim() !== '' && !/^https?:\/\/\S+$/.test(draft.destination.trim())) {
    found.destination = 'Enter a web address that starts with http:// or https://.';
  }
  const countries = countriesOf(draft.countries);
  if (countries === null) found.countries = 'Enter two-letter country codes, such as US, CA.';
  return found;
}

function countriesOf(text: string): string[] | null {
  const codes = text
    .split(/[\s,+]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return codes.every((code) => /^[A-Z]{2}$/.test(code)) ? [...new Set(codes)] : null;
}

/** The form as the API writes it: the campaign, its ad group (budget, bid, targeting), its ad. */
function toNewCampaign(draft: Draft, status: EntityStatus): NewCampaign {
  const daily = unitsToMicros(draft.dailyBudget);
  const bid = draft.maxBid.trim() === '' ? null : unitsToMicros(draft.maxBid);
  const countries = countriesOf(draft.countries) ?? [];
  return {
    campaign: { name: draft.name.trim(), objective_type: draft.objective, status, daily_spend_cap: daily },
    adGroup: {
      name: `${draft.name.trim()} · ad group`.slice(0, AD_NAME_MAX),
      budget_type: 'DAILY',
      budget_in_micro_currency: daily,
      bid_strategy_type: bid === null ? 'AUTOMATIC_BID' : 'MAX_BID',
      bid_in_micro_currency: bid,
      billable_event: draft.billable,
      placement_group: draft.placement,
      targeting_spec: {
        ...(countries.length ? { GEO: countries } : {}),
        ...(draft.genders.length ? { GENDER: draft.genders } : {}),
        ...(draft.ages.length ? { AGE_BUCKET: draft.ages } : {}),
      },
    },
    ad: { pin_id: pinIdOf(draft.pin) ?? '', destination_url: draft.destination.trim() || null },
  };
}

/**
 * '/advertiser/{id}/ads/create/': the ads manager's campaign builder on one page: the campaign,
 * who sees it and where, what it costs, and the Pin it promotes (?pinId= fills it in).
 */
export function CreateCampaignPage({ host, adAccountId }: HostProps & { adAccountId: string }) {
  useDocumentTitle(pageTitle('Create campaign'));
  const navigate = useNavigate();
  const location = useLocation();
  const account = useAdAccount(host.api, adAccountId);
  const create = useCreateCampaign(host.api, adAccountId);
  const [draft, setDraft] = useState<Draft>(() => ({
    name: '',
    objective: 'CONSIDERATION',
    dailyBudget: '',
    billable: 'CLICKTHROUGH',
    maxBid: '',
    placement: 'ALL',
    countries: account.data?.country ?? 'US',
    genders: [],
    ages: [],
    pin: new URLSearchParams(location.search).get('pinId') ?? '',
    destination: '',
  }));
  const [touched, setTouched] = useState(false);
  const found = problems(draft);
  const shown = (field: keyof Draft) => (touched ? found[field] : undefined);
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const submit = (status: EntityStatus) => {
    setTouched(true);
    if (Object.keys(found).length > 0) return;
    create.mutate(toNewCampaign(draft, status), {
      onSuccess: () => navigate(`/advertiser/${adAccountId}/`),
    });
  };
  const currency = account.data?.currency ?? 'USD';
  return (
    <form
      aria-labelledby="pb-create-campaign-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit('ACTIVE');
      }}
    >
      <Flex direction="column" gap={{ column: 6, row: 0 }}>
        <Link to={`/advertiser/${adAccountId}/`} className="pb-ads-back">
          ← {account.data?.name ?? 'Campaigns'}
        </Link>
        <Heading size="400" accessibilityLevel={1} id="pb-create-campaign-title">
          Create campaign
        </Heading>
        <Flex direction="column" gap={{ column: 3, row: 0 }}>
          <Heading size="300" accessibilityLevel={2}>
            Campaign
          </Heading>
          <TextField
            id="pb-campaign-name"
            label="Campaign name"
            value={draft.name}
            onChange={({ value }) => set('name', value)}
            errorMessage={shown('name')}
          />
          <SelectList
            id="pb-campaign-objective"
            label="Objective"
            value={draft.objective}
            onChange={({ value }) => set('objective', value as Objective)}
          >
            {Object.entries(OBJECTIVES).map(([value, label]) => (
              <SelectList.Option key={value} label={label} value={value} />
            ))}
          </SelectList>
          <TextField
            id="pb-campaign-budget"
            label={`Daily budget (${currency})`}
            value={draft.dailyBudget}
            onChange={({ value }) => set('dailyBudget', value)}
            errorMessage={shown('dailyBudget')}
            helperText="Spend stops for the day once it is reached."
          />
        </Flex>
        <Flex direction="column" gap={{ column: 3, row: 0 }}>
          <Heading size="300" accessibilityLevel={2}>
            Audience and placement
          </Heading>
          <TextField
            id="pb-campaign-countries"
            label="Countries"
            value={draft.countries}
            onChange={({ value }) => set('countries', value)}
            errorMessage={shown('countries')}
            helperText="Two-letter codes, such as US, CA. Empty: everywhere."
          />
          <AudienceFields
            idPrefix="pb"
            genders={draft.genders}
            ages={draft.ages}
            onGenders={(genders) => set('genders', genders as Gender[])}
            onAges={(ages) => set('ages', ages as Age[])}
          />
          <RadioGroup legend="Placement" id="pb-campaign-placement" direction="row">
            {(
              [
                ['ALL', 'Everywhere'],
                ['BROWSE', 'Home feed and related Pins'],
                ['SEARCH', 'Search results'],
              ] as const
            ).map(([value, label]) => (
              <RadioGroup.RadioButton
                key={value}
                id={`pb-placement-${value}`}
                label={label}
                value={value}
                checked={draft.placement === value}
                onChange={() => set('placement', value)}
              />
            ))}
          </RadioGroup>
          <RadioGroup legend="Pay for" id="pb-campaign-billable" direction="row">
            <RadioGroup.RadioButton
              id="pb-billable-click"
              label="Clicks"
              value="CLICKTHROUGH"
              checked={draft.billable === 'CLICKTHROUGH'}
              onChange={() => set('billable', 'CLICKTHROUGH')}
            />
            <RadioGroup.RadioButton
              id="pb-billable-impression"
              label="Impressions"
              value="IMPRESSION"
              checked={draft.billable === 'IMPRESSION'}
              onChange={() => set('billable', 'IMPRESSION')}
            />
          </RadioGroup>
          <TextField
            id="pb-campaign-bid"
            label={`Maximum bid (${currency}, optional)`}
            value={draft.maxBid}
            onChange={({ value }) => set('maxBid', value)}
            errorMessage={shown('maxBid')}
            helperText="Empty: bid automatically."
          />
        </Flex>
        <Flex direction="column" gap={{ column: 3, row: 0 }}>
          <Heading size="300" accessibilityLevel={2}>
            Ad
          </Heading>
          <TextField
            id="pb-ad-pin"
            label="Pin to promote"
            value={draft.pin}
            onChange={({ value }) => set('pin', value)}
            errorMessage={shown('pin')}
            helperText="Its id, or a link to it."
          />
          <TextField
            id="pb-ad-destination"
            label="Destination URL (optional)"
            value={draft.destination}
            onChange={({ value }) => set('destination', value)}
            errorMessage={shown('destination')}
          />
        </Flex>
        <FormError error={create.error} />
        <Box>
          <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
            <Button text="Save as draft" onClick={() => submit('DRAFT')} disabled={create.isPending} />
            <Button
              type="submit"
              color="red"
              text={create.isPending ? 'Launching…' : 'Launch campaign'}
              disabled={create.isPending}
            />
          </Flex>
        </Box>
        {touched && Object.keys(found).length > 0 ? (
          <Text color="error" size="200">
            Check the fields marked above.
          </Text>
        ) : null}
      </Flex>
    </form>
  );
}
