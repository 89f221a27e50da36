import type { ReactNode } from 'react';
import { Button, Flex, Heading, RadioGroup, SelectList, Text, TextField } from 'gestalt';
import { Link } from 'react-router';
import { AudienceFields, type Age, type Gender } from '../common/audience-fields';
import { FormError } from '../common/form-error';
import { OBJECTIVES, type Objective } from '../common/labels';
import type { CampaignDraft, DraftProblems } from './campaign-draft';

const PLACEMENTS = [
  ['ALL', 'Everywhere'],
  ['BROWSE', 'Home feed and related Pins'],
  ['SEARCH', 'Search results'],
] as const;

export interface CampaignFormProps {
  adAccountId: string;
  /** The ad account's name, for the way back. */
  accountName: string | undefined;
  title: string;
  currency: string;
  draft: CampaignDraft;
  onChange(draft: CampaignDraft): void;
  /** The problems to show (none until the person first tries to save). */
  problems: DraftProblems;
  /** An existing campaign keeps its objective, and an existing ad its Pin (v5 changes neither). */
  lockObjective: boolean;
  lockPin: boolean;
  /** The automated tool: no audience, bid or billing choice (left to serving). */
  automated: boolean;
  /** What is said above the fields (an edit that shows one ad group of several says so). */
  notice?: ReactNode;
  error: unknown;
  /** The form's buttons; the submit one launches or saves. */
  actions: ReactNode;
  onSubmit(): void;
}

/** A draft's buttons: keep it as a draft, or launch it (the form's submit). */
export function DraftActions({
  draftText,
  pending,
  onDraft,
}: {
  draftText: string;
  pending: boolean;
  onDraft(): void;
}) {
  return (
    <>
      <Button text={draftText} onClick={onDraft} disabled={pending} />
      <Button
        type="submit"
        color="red"
        text={pending ? 'Launching…' : 'Launch campaign'}
        disabled={pending}
      />
    </>
  );
}

/** The ads manager's campaign form: the campaign, who sees it and where, what it costs, its Pin. */
export function CampaignForm(props: CampaignFormProps) {
  const { draft, problems, currency, lockObjective, lockPin, automated } = props;
  const set = <K extends keyof CampaignDraft>(field: K, value: CampaignDraft[K]) =>
    props.onChange({ ...draft, [field]: value });
  const hasProblems = Object.keys(problems).length > 0;
  return (
    <form
      aria-labelledby="pb-campaign-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Flex direction="column" gap={{ column: 6, row: 0 }}>
        <Link to={`/advertiser/${props.adAccountId}/`} className="pb-ads-back">
          ← {props.accountName ?? 'Campaigns'}
        </Link>
        <Heading size="400" accessibilityLevel={1} id="pb-campaign-form-title">
          {props.title}
        </Heading>
        {props.notice}
        <Flex direction="column" gap={{ column: 3, row: 0 }}>
          <Heading size="300" accessibilityLevel={2}>
            Campaign
          </Heading>
          <TextField
            id="pb-campaign-name"
            label="Campaign name"
            value={draft.name}
            onChange={({ value }) => set('name', value)}
            errorMessage={problems.name}
          />
          <SelectList
            id="pb-campaign-objective"
            label="Objective"
            value={draft.objective}
            disabled={lockObjective}
            helperText={lockObjective ? 'A campaign keeps the objective it was made with.' : undefined}
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
            errorMessage={problems.dailyBudget}
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
            errorMessage={problems.countries}
            helperText="Two-letter codes, such as US, CA. Empty: everywhere."
          />
          <RadioGroup legend="Placement" id="pb-campaign-placement">
            {PLACEMENTS.map(([value, label]) => (
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
          {automated ? (
            <Text>
              Automated: the audience and bids are set for you, to reach the most people for the budget.
            </Text>
          ) : (
            <>
              <TextField
                id="pb-campaign-keywords"
                label="Search keywords (optional)"
                value={draft.keywords}
                onChange={({ value }) => set('keywords', value)}
                errorMessage={problems.keywords}
                helperText="Shown in the results of searches that hold one, such as linen apron, kitchen gifts."
              />
              <TextField
                id="pb-campaign-negative-keywords"
                label="Negative keywords (optional)"
                value={draft.negativeKeywords}
                onChange={({ value }) => set('negativeKeywords', value)}
                errorMessage={problems.negativeKeywords}
                helperText="Never shown for searches that hold one."
              />
              <AudienceFields
                idPrefix="pb"
                genders={draft.genders}
                ages={draft.ages}
                onGenders={(genders) => set('genders', genders as Gender[])}
                onAges={(ages) => set('ages', ages as Age[])}
              />
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
                errorMessage={problems.maxBid}
                helperText="Empty: bid automatically."
              />
            </>
          )}
        </Flex>
        <Flex direction="column" gap={{ column: 3, row: 0 }}>
          <Heading size="300" accessibilityLevel={2}>
            Ad
          </Heading>
          <TextField
            id="pb-ad-pin"
            label="Pin to promote"
            value={draft.pin}
            disabled={lockPin}
            onChange={({ value }) => set('pin', value)}
            errorMessage={problems.pin}
            helperText={
              lockPin
                ? 'An ad keeps its Pin: to promote another, create a campaign.'
                : 'Its id, or a link to it.'
            }
          />
          <TextField
            id="pb-ad-destination"
            label="Destination URL (optional)"
            value={draft.destination}
            onChange={({ value }) => set('destination', value)}
            errorMessage={problems.destination}
          />
        </Flex>
        <FormError error={props.error} />
        <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
          {props.actions}
        </Flex>
        {hasProblems ? (
          <Text color="error" size="200">
            Check the fields marked above.
          </Text>
        ) : null}
      </Flex>
    </form>
  );
}
