/**
 * The campaign form's fields as typed, and how they become v5 objects: the campaign, its ad group
 * (budget, bid, who sees it and where) and its ad. The same form creates a campaign and edits one
 * (SPEC §2.2 /ads/create/, /ads/edit/, /ads/edit_draft/).
 */
import {
  AD_NAME_MAX,
  AdsTexts,
  KEYWORD_LENGTH_MAX,
  KEYWORD_WORDS_MAX,
  KEYWORDS_MAX,
  keywordForm,
  type EntityStatus,
} from '@pinboard/contracts/web';
import type { Ad, AdGroup, Campaign, TargetingSpec } from '@pinboard/contracts';
import type { NewCampaign } from '../common/ads-api';
import type { Age, Gender } from '../common/audience-fields';
import type { Objective } from '../common/labels';
import { MICROS_PER_UNIT, unitsToMicros } from '../common/money';
import { pinIdOf } from '../common/pin-ref';

export type Placement = NewCampaign['adGroup']['placement_group'];
export type Billable = NewCampaign['adGroup']['billable_event'];

export interface CampaignDraft {
  name: string;
  objective: Objective;
  dailyBudget: string;
  billable: Billable;
  maxBid: string;
  placement: Placement;
  countries: string;
  genders: Gender[];
  ages: Age[];
  /** Search keywords, comma-separated as typed (targeting_spec KEYWORD, NEGATIVE_KEYWORD). */
  keywords: string;
  negativeKeywords: string;
  pin: string;
  destination: string;
}

export type DraftProblems = Partial<Record<keyof CampaignDraft, string>>;

/** The campaign an edit page is for: ?campaignId= (the campaigns table links there). */
export function campaignIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get('campaignId');
  return id !== null && /^\d{1,20}$/.test(id) ? id : null;
}

/** An empty form: the ad account's country, and the Pin the page was opened for. */
export function emptyDraft(country: string, pin: string): CampaignDraft {
  return {
    name: '',
    objective: 'CONSIDERATION',
    dailyBudget: '',
    billable: 'CLICKTHROUGH',
    maxBid: '',
    placement: 'ALL',
    countries: country,
    genders: [],
    ages: [],
    keywords: '',
    negativeKeywords: '',
    pin,
    destination: '',
  };
}

/** What is wrong with the form, field by field (empty when it can be sent). */
export function draftProblems(draft: CampaignDraft): DraftProblems {
  const found: DraftProblems = {};
  if (draft.name.trim() === '') found.name = AdsTexts.nameRequired;
  if (unitsToMicros(draft.dailyBudget) === null)
    found.dailyBudget = 'Enter a daily budget, such as 10 or 12.50.';
  if (draft.maxBid.trim() !== '' && unitsToMicros(draft.maxBid) === null)
    found.maxBid = 'Enter a bid, such as 0.50.';
  if (pinIdOf(draft.pin) === null) found.pin = 'Enter the Pin to promote: its id or a link to it.';
  if (draft.destination.trim() !== '' && !/^https?:\/\/\S+$/.test(draft.destination.trim())) {
    found.destination = 'Enter a web address that starts with http:// or https://.';
  }
  if (countriesOf(draft.countries) === null)
    found.countries = 'Enter two-letter country codes, such as US, CA.';
  if (keywordsOf(draft.keywords) === null) found.keywords = KEYWORDS_HINT;
  if (keywordsOf(draft.negativeKeywords) === null) found.negativeKeywords = KEYWORDS_HINT;
  return found;
}

const KEYWORDS_HINT = `Separate keywords with commas; each up to ${KEYWORD_WORDS_MAX} words and ${KEYWORD_LENGTH_MAX} characters, at most ${KEYWORDS_MAX}.`;

/** 'trail shoes, Running' → ['trail shoes', 'Running'] (as typed, each once); null if one is not a keyword. */
export function keywordsOf(text: string): string[] | null {
  const keywords = [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
  const valid = (k: string) => {
    const words = keywordForm(k);
    return k.length <= KEYWORD_LENGTH_MAX && words !== '' && words.split(' ').length <= KEYWORD_WORDS_MAX;
  };
  return keywords.length <= KEYWORDS_MAX && keywords.every(valid) ? keywords : null;
}

export function countriesOf(text: string): string[] | null {
  const codes = text
    .split(/[\s,+]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return codes.every((code) => /^[A-Z]{2}$/.test(code)) ? [...new Set(codes)] : null;
}

/** 12,500,000 micro-units → '12.50' (as the budget fields are typed); '' for none. */
export function microsToUnits(micros: number | null): string {
  return micros === null ? '' : (micros / MICROS_PER_UNIT).toFixed(2);
}

/**
 * The targeting the form edits (countries, genders, ages) laid over the ad group's own: what the form
 * does not show (interests, locales…) is kept, what it leaves empty is everyone.
 */
function targetingOf(draft: CampaignDraft, kept: TargetingSpec = {}): TargetingSpec {
  const {
    GEO: _geo,
    GENDER: _gender,
    AGE_BUCKET: _age,
    KEYWORD: _keyword,
    NEGATIVE_KEYWORD: _negative,
    ...others
  } = kept;
  const countries = countriesOf(draft.countries) ?? [];
  const keywords = keywordsOf(draft.keywords) ?? [];
  const negative = keywordsOf(draft.negativeKeywords) ?? [];
  return {
    ...others,
    ...(countries.length ? { GEO: countries } : {}),
    ...(draft.genders.length ? { GENDER: draft.genders } : {}),
    ...(draft.ages.length ? { AGE_BUCKET: draft.ages } : {}),
    ...(keywords.length ? { KEYWORD: keywords } : {}),
    ...(negative.length ? { NEGATIVE_KEYWORD: negative } : {}),
  };
}

/** The ad group's budget, bid and audience as the form has them. */
function adGroupFieldsOf(draft: CampaignDraft, kept?: TargetingSpec) {
  const daily = unitsToMicros(draft.dailyBudget);
  const bid = draft.maxBid.trim() === '' ? null : unitsToMicros(draft.maxBid);
  return {
    budget_type: 'DAILY' as const,
    budget_in_micro_currency: daily,
    bid_strategy_type: bid === null ? ('AUTOMATIC_BID' as const) : ('MAX_BID' as const),
    bid_in_micro_currency: bid,
    billable_event: draft.billable,
    placement_group: draft.placement,
    targeting_spec: targetingOf(draft, kept),
  };
}

/** A new campaign as the API writes it. */
export function toNewCampaign(draft: CampaignDraft, status: EntityStatus): NewCampaign {
  const name = draft.name.trim();
  return {
    campaign: {
      name,
      objective_type: draft.objective,
      status,
      daily_spend_cap: unitsToMicros(draft.dailyBudget),
    },
    adGroup: { name: `${name} · ad group`.slice(0, AD_NAME_MAX), ...adGroupFieldsOf(draft) },
    ad: { pin_id: pinIdOf(draft.pin) ?? '', destination_url: draft.destination.trim() || null },
  };
}

/** A campaign as the form shows it: its first ad group and that group's first ad. */
export interface CampaignParts {
  campaign: Campaign;
  adGroup: AdGroup | null;
  ad: Ad | null;
}

/** The form filled from a campaign, its ad group and its ad. */
export function draftOf({ campaign, adGroup, ad }: CampaignParts, country: string): CampaignDraft {
  const spec = adGroup?.targeting_spec ?? {};
  return {
    name: campaign.name,
    objective: campaign.objective_type as Objective,
    dailyBudget: microsToUnits(campaign.daily_spend_cap ?? adGroup?.budget_in_micro_currency ?? null),
    billable: adGroup?.billable_event ?? 'CLICKTHROUGH',
    maxBid:
      adGroup?.bid_strategy_type === 'MAX_BID' ? microsToUnits(adGroup.bid_in_micro_currency ?? null) : '',
    placement: adGroup?.placement_group ?? 'ALL',
    countries: adGroup ? (spec.GEO ?? []).join(', ') : country,
    genders: [...(spec.GENDER ?? [])],
    ages: [...(spec.AGE_BUCKET ?? [])],
    keywords: (spec.KEYWORD ?? []).join(', '),
    negativeKeywords: (spec.NEGATIVE_KEYWORD ?? []).join(', '),
    pin: ad?.pin_id ?? '',
    destination: ad?.destination_url ?? '',
  };
}

/**
 * What saving the edited form writes, object by object (v5 PATCH bodies): the campaign with the
 * status asked for, its ad group, its ad. A Pin cannot change under an ad (as in v5): an ad group
 * without an ad gets one for the form's Pin instead.
 */
export function changesOf(draft: CampaignDraft, parts: CampaignParts, status: EntityStatus) {
  const name = draft.name.trim();
  const destination = draft.destination.trim() || null;
  return {
    campaign: { id: parts.campaign.id, name, status, daily_spend_cap: unitsToMicros(draft.dailyBudget) },
    adGroup: parts.adGroup
      ? { id: parts.adGroup.id, ...adGroupFieldsOf(draft, parts.adGroup.targeting_spec) }
      : { name: `${name} · ad group`.slice(0, AD_NAME_MAX), ...adGroupFieldsOf(draft) },
    ad: parts.ad
      ? { id: parts.ad.id, destination_url: destination }
      : { pin_id: pinIdOf(draft.pin) ?? '', destination_url: destination },
  };
}
