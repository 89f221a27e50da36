/**
 * What mfe-ads exposes, with each module's props: the shell imports these types (never this
 * remote's code). The names are those of package.json's `pinboard.exposes`; DeclareExposes checks.
 */
import type { DeclareExposes, HostProps } from '@pinboard/host-contract';
import type pkg from '../package.json';

export type AdsExposes = DeclareExposes<
  typeof pkg,
  {
    /** Every path under '/advertiser/': ad accounts, their campaigns, the campaign builder. */
    AdvertiserApp: HostProps;
    /** '/business/convert': a personal account becomes a business account, then goes on to `next`. */
    BusinessConvert: HostProps;
    /** Every path under '/settings/': the person's own settings (their access tokens). */
    AccountSettings: HostProps;
  }
>;
