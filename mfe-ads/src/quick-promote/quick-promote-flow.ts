/**
 * The quick promote modal's steps and rules (SPEC §3, §4, §8), pure so that they are tested alone.
 */
export type QuickPromoteStep = 'pin' | 'business' | 'billing' | 'success' | 'error';

export interface InfoValidity {
  /** The person can promote from an ad account (a business with an ad account it may write to). */
  business: boolean;
  /** That ad account has an active billing profile. */
  billing: boolean;
}

/**
 * SPEC §4: from pin selection, the success step when business and billing info are both valid,
 * the billing form when only business info is, the business form otherwise; from the business
 * form, billing when it is missing; past the last form, success (the promotion is sent). 'done'
 * past the last step.
 */
export function nextStep(from: QuickPromoteStep, valid: InfoValidity): QuickPromoteStep | 'done' {
  switch (from) {
    case 'pin':
      return valid.business && valid.billing ? 'success' : valid.business ? 'billing' : 'business';
    case 'business':
      return valid.billing ? 'success' : 'billing';
    case 'billing':
      return 'success';
    default:
      return 'done';
  }
}

/** SPEC §8: a failed save shows its message_detail on the Pin step for a 401, in the error step otherwise. */
export function failureArea(httpStatus: number): 'pin' | 'modal' {
  return httpStatus === 401 ? 'pin' : 'modal';
}

/** SPEC §3's saved draft, kept in browser storage per advertiser and Pin until the Pin is promoted. */
export interface QuickPromoteDraft {
  pin: string;
  dailyBudget: string;
  destinationUrl: string;
  duration: string;
  locale: string;
  name: string;
  interests: string[];
  ages: string[];
  genders: string[];
  adType: 'CONSIDERATION' | 'WEB_CONVERSION' | 'CATALOG_SALES';
}

export const draftKey = (advertiserId: string, pinId: string) =>
  `quick_promote_draft:${advertiserId}:${pinId}`;

/** The draft stored under `key`, or null when there is none or it is not one (storage is the user's). */
export function readDraft(storage: Pick<Storage, 'getItem'>, key: string): QuickPromoteDraft | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<QuickPromoteDraft> | null;
    if (!value || typeof value !== 'object') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 2000) : '');
    const list = (v: unknown) =>
      Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 50) : [];
    const adTypes = ['CONSIDERATION', 'WEB_CONVERSION', 'CATALOG_SALES'] as const;
    return {
      pin: text(value.pin),
      dailyBudget: text(value.dailyBudget),
      destinationUrl: text(value.destinationUrl),
      duration: text(value.duration),
      locale: text(value.locale),
      name: text(value.name),
      interests: list(value.interests),
      ages: list(value.ages),
      genders: list(value.genders),
      adType: adTypes.find((t) => t === value.adType) ?? 'CONSIDERATION',
    };
  } catch {
    return null;
  }
}
