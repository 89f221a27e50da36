import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Checkbox, Flex, Heading, Image, RadioGroup, Spinner, Text, TextField } from 'gestalt';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import {
  currencyOf,
  QUICK_PROMOTE_DAYS_MAX,
  quickPromoteCampaignName,
  quickPromoteDefaults,
  quickPromoteMinimumBudget,
  quickPromoteSuggestion,
} from '@pinboard/contracts/web';
import type { QuickPromoteReply } from '@pinboard/contracts';
import type { HostProps } from '@pinboard/host-contract';
import { apiErrorOf, dataOf, pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { useActiveBillingProfile, useAdAccounts } from '../common/ads-api';
import { BillingProfileForm } from '../common/billing-profile-form';
import { AdAccountForm } from '../common/ad-account-form';
import { AudienceFields } from '../common/audience-fields';
import { FormError } from '../common/form-error';
import { formatMicros, MICROS_PER_UNIT, unitsToMicros } from '../common/money';
import { pinIdOf } from '../common/pin-ref';
import {
  draftKey,
  failureArea,
  nextStep,
  readDraft,
  type QuickPromoteDraft,
  type QuickPromoteStep,
} from './quick-promote-flow';

const STEP_TITLES: Record<QuickPromoteStep, string> = {
  pin: 'Promote your Pin',
  business: 'Your business',
  billing: 'Billing info',
  success: 'Your Pin is being promoted',
  error: 'Something went wrong',
};

/** The form's values; stored as SPEC §3's draft, per ad account and Pin, until the Pin is promoted. */
function useDraft(advertiserId: string | null, pinId: string, country: string) {
  const key = advertiserId && pinId ? draftKey(advertiserId, pinId) : null;
  const initial = (): QuickPromoteDraft => {
    const stored = key ? readDraft(window.localStorage, key) : null;
    const defaults = quickPromoteDefaults(country);
    return (
      stored ?? {
        pin: pinId,
        dailyBudget: String(defaults.budget),
        destinationUrl: '',
        duration: String(defaults.days),
        locale: navigator.language,
        name: '',
        interests: [],
        ages: [],
        genders: [],
        adType: 'CONSIDERATION',
      }
    );
  };
  const [draft, setDraft] = useState<QuickPromoteDraft>(initial);
  // Once the ad account or Pin is known (or made), a draft stored for them wins; else the form keeps
  // what was typed.
  useEffect(() => {
    const stored = key ? readDraft(window.localStorage, key) : null;
    if (stored) setDraft(stored);
  }, [key]);
  useEffect(() => {
    if (key) window.localStorage.setItem(key, JSON.stringify(draft));
  }, [key, draft]);
  const clear = () => key && window.localStorage.removeItem(key);
  return [draft, setDraft, clear] as const;
}

/**
 * Quick promote (SPEC §2.2 '/advertiser/quick_promote?pinId=', §4's steps): pin selection (budget,
 * duration, audience, destination), the business form when there is no ad account to promote
 * from, the billing form when it has no billing profile, then success or the error step.
 */
export function QuickPromotePage({ host, adAccountId }: HostProps & { adAccountId: string | null }) {
  useDocumentTitle(pageTitle('Promote your Pin'));
  const location = useLocation();
  const [pinText, setPinText] = useState(new URLSearchParams(location.search).get('pinId') ?? '');
  const pinId = pinIdOf(pinText) ?? '';
  const accounts = useAdAccounts(host.api);
  const writable = accounts.data?.filter((a) =>
    a.permissions.some((r) => r === 'ADMIN' || r === 'CAMPAIGN_MANAGER'),
  );
  const account = adAccountId ? accounts.data?.find((a) => a.id === adAccountId) : writable?.[0];
  const billing = useActiveBillingProfile(host.api, account?.id ?? null);
  const pin = useQuery({
    queryKey: ['ads', 'pin', pinId],
    queryFn: () => dataOf(host.api.pin(pinId)),
    enabled: pinId !== '',
  });
  const country = account?.country ?? 'US';
  const currency = account?.currency ?? currencyOf(country);
  const [draft, setDraft, clearDraft] = useDraft(account?.id ?? null, pinId, country);
  const set = <K extends keyof QuickPromoteDraft>(field: K, value: QuickPromoteDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const [ongoing, setOngoing] = useState(false);
  const [automatic, setAutomatic] = useState(true);
  const [countries, setCountries] = useState('');
  const [step, setStep] = useState<QuickPromoteStep>('pin');
  const [pinError, setPinError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const minimum = quickPromoteMinimumBudget(country);
  const budgetMicros = unitsToMicros(draft.dailyBudget);
  const days = Number(draft.duration);
  const problems = useMemo(() => {
    const found: Record<string, string> = {};
    if (!pin.data) found.pin = 'Choose a Pin to promote: its id or a link to it.';
    if (budgetMicros === null || budgetMicros < minimum * MICROS_PER_UNIT) {
      found.budget = `Enter a daily budget of at least ${formatMicros(minimum * MICROS_PER_UNIT, currency)}.`;
    }
    if (!ongoing && !(Number.isInteger(days) && days >= 1 && days <= QUICK_PROMOTE_DAYS_MAX)) {
      found.duration = `Enter a number of days from 1 to ${QUICK_PROMOTE_DAYS_MAX}.`;
    }
    if (draft.destinationUrl.trim() !== '' && !/^https?:\/\/\S+$/.test(draft.destinationUrl.trim())) {
      found.destination = 'Enter a web address that starts with http:// or https://.';
    }
    return found;
  }, [pin.data, budgetMicros, minimum, currency, ongoing, days, draft.destinationUrl]);

  const promote = useMutation({
    mutationFn: () => {
      const geo = countries
        .split(/[\s,+]+/)
        .map((c) => c.trim().toUpperCase())
        .filter((c) => /^[A-Z]{2}$/.test(c));
      const title = pin.data?.title || pin.data?.description || `Pin ${pinId}`;
      return dataOf(
        host.api.quickPromote(account?.id ?? '', pinId, {
          advertiser_id: account?.id,
          pin_id: pinId,
          ads_client_type: 'quick_promote',
          campaign_name: quickPromoteCampaignName(draft.name.trim() || `Promoted: ${title}`),
          budget_in_micro_currency: budgetMicros,
          duration: ongoing ? 10 : days,
          is_ongoing: ongoing,
          start_now: true,
          auto_targeting_enabled: automatic,
          targeting_spec: {
            ...(geo.length ? { GEO: geo.join('+') } : {}),
            ...(!automatic && draft.ages.length ? { AGE_BUCKET: draft.ages } : {}),
            ...(!automatic && draft.genders.length ? { GENDER: draft.genders } : {}),
          },
          destination_url: draft.destinationUrl.trim() || null,
          product_group_id: null,
          flexible_daily_budget_enabled: false,
          objective_type: draft.adType,
        }),
      );
    },
    onSuccess: () => {
      clearDraft();
      setStep('success');
    },
    onError: (error) => {
      const api = apiErrorOf(error);
      const detail = api.message_detail ?? api.message;
      if (failureArea(api.http_status) === 'pin') {
        setPinError(detail);
        setStep('pin');
      } else {
        setFailure(detail);
        setStep('error');
      }
    },
  });

  /** SPEC §4's next step from here; reaching 'success' sends the promotion. */
  const goOn = (from: QuickPromoteStep, valid = { business: !!account, billing: !!billing.data }) => {
    setPinError(null);
    const next = nextStep(from, valid);
    if (next === 'success') promote.mutate();
    else if (next !== 'done') setStep(next);
  };

  if (accounts.isPending || (account && billing.isPending)) {
    return <Spinner show accessibilityLabel="Loading your ad accounts" />;
  }
  return (
    <section className="pb-quick-promote" aria-labelledby="pb-qp-title">
      <Heading size="400" accessibilityLevel={1} id="pb-qp-title">
        {STEP_TITLES[step]}
      </Heading>
      <ol className="pb-qp-steps" aria-label="Steps">
        {(['pin', 'business', 'billing', 'success'] as const).map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {STEP_TITLES[s]}
          </li>
        ))}
      </ol>
      {step === 'pin' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (Object.keys(problems).length === 0) goOn('pin');
          }}
        >
          <Flex direction="column" gap={{ column: 4, row: 0 }}>
            {pin.data ? (
              <Flex gap={{ row: 3, column: 0 }} alignItems="center">
                <Box width={96} rounding={4} overflow="hidden">
                  <Image
                    src={pin.data.images['236x'].url}
                    alt={pin.data.title || 'The Pin to promote'}
                    naturalWidth={pin.data.images['236x'].width}
                    naturalHeight={pin.data.images['236x'].height}
                  />
                </Box>
                <Text weight="bold">{pin.data.title || pin.data.description || `Pin ${pin.data.id}`}</Text>
              </Flex>
            ) : (
              <TextField
                id="pb-qp-pin"
                label="Pin to promote"
                value={pinText}
                onChange={({ value }) => setPinText(value)}
                errorMessage={touched ? problems.pin : undefined}
                helperText="Its id, or a link to it."
              />
            )}
            {pin.isError ? <FormError error={pin.error} /> : null}
            <TextField
              id="pb-qp-budget"
              label={`Daily budget (${currency})`}
              value={draft.dailyBudget}
              onChange={({ value }) => set('dailyBudget', value)}
              errorMessage={touched ? problems.budget : undefined}
              helperText={`Suggested: ${formatMicros(quickPromoteSuggestion(country).budget * MICROS_PER_UNIT, currency)} a day for ${quickPromoteSuggestion(country).days} days.`}
            />
            <Flex gap={{ row: 4, column: 2 }} alignItems="end" wrap>
              <TextField
                id="pb-qp-duration"
                label="Duration (days)"
                value={draft.duration}
                onChange={({ value }) => set('duration', value)}
                disabled={ongoing}
                errorMessage={touched ? problems.duration : undefined}
              />
              <Checkbox
                id="pb-qp-ongoing"
                label="Run until I stop it"
                checked={ongoing}
                onChange={({ checked }) => setOngoing(checked)}
              />
            </Flex>
            <RadioGroup legend="Audience" id="pb-qp-audience" direction="row">
              <RadioGroup.RadioButton
                id="pb-qp-automatic"
                label="Automatic"
                value="auto"
                checked={automatic}
                onChange={() => setAutomatic(true)}
              />
              <RadioGroup.RadioButton
                id="pb-qp-custom"
                label="Choose it myself"
                value="custom"
                checked={!automatic}
                onChange={() => setAutomatic(false)}
              />
            </RadioGroup>
            {!automatic ? (
              <>
                <AudienceFields
                  idPrefix="pb-qp"
                  genders={draft.genders}
                  ages={draft.ages}
                  onGenders={(genders) => set('genders', genders)}
                  onAges={(ages) => set('ages', ages)}
                />
              </>
            ) : null}
            <TextField
              id="pb-qp-countries"
              label="Countries (optional)"
              value={countries}
              onChange={({ value }) => setCountries(value)}
              helperText={`Two-letter codes, such as US, CA. Empty: ${country}.`}
            />
            <TextField
              id="pb-qp-destination"
              label="Destination URL (optional)"
              value={draft.destinationUrl}
              onChange={({ value }) => set('destinationUrl', value)}
              errorMessage={touched ? problems.destination : undefined}
              helperText={pin.data?.link ? `Empty: the Pin's own link, ${pin.data.link}` : undefined}
            />
            {pinError ? (
              <div role="alert">
                <Text color="error">{pinError}</Text>
              </div>
            ) : null}
            <Flex justifyContent="end">
              <Button
                type="submit"
                color="red"
                disabled={promote.isPending}
                text={
                  promote.isPending
                    ? 'Promoting…'
                    : nextStep('pin', { business: !!account, billing: !!billing.data }) === 'success'
                      ? 'Promote'
                      : 'Next'
                }
              />
            </Flex>
          </Flex>
        </form>
      ) : null}
      {step === 'business' ? (
        <AdAccountForm
          host={host}
          idPrefix="pb-qp-business"
          nameLabel="Business name"
          intro={<Text>Your ads are paid from an ad account in your business's name.</Text>}
          submitText="Next"
          pendingText="Saving…"
          onCreated={() => goOn('business', { business: true, billing: false })}
        />
      ) : null}
      {step === 'billing' && account ? (
        <BillingProfileForm
          host={host}
          adAccountId={account.id}
          country={country}
          busy={promote.isPending}
          submitText={promote.isPending ? 'Promoting…' : 'Promote'}
          onSaved={() => goOn('billing', { business: true, billing: true })}
        />
      ) : null}
      {step === 'success' && promote.data ? (
        <SuccessStep promoted={promote.data} currency={currency} />
      ) : null}
      {step === 'error' ? (
        <Flex direction="column" gap={{ column: 3, row: 0 }}>
          <div role="alert">
            <Text>{failure ?? ''}</Text>
          </div>
          <Flex justifyContent="end">
            <Button text="Back to your Pin" onClick={() => setStep('pin')} />
          </Flex>
        </Flex>
      ) : null}
    </section>
  );
}

function SuccessStep({ promoted, currency }: { promoted: QuickPromoteReply; currency: string }) {
  const { campaign } = promoted;
  const until = campaign.end_time ? new Date(campaign.end_time * 1000).toLocaleDateString() : null;
  return (
    <Flex direction="column" gap={{ column: 3, row: 0 }}>
      <div role="status">
        <Text>
          “{campaign.name}” runs with {formatMicros(campaign.daily_spend_cap, currency)} a day
          {until ? ` until ${until}` : ' until you stop it'}.
        </Text>
      </div>
      <Flex gap={{ row: 3, column: 0 }} alignItems="center">
        <Link to={`/advertiser/${campaign.ad_account_id}/`} className="pb-ads-button">
          See it in your campaigns
        </Link>
        <Link to={`/pin/${promoted.ad.pin_id}/`} className="pb-ads-back">
          Back to your Pin
        </Link>
      </Flex>
    </Flex>
  );
}
