/**
 * What mfe-search exposes, with each module's props: the shell imports these types (never this
 * remote's code). The names are those of package.json's `pinboard.exposes`; DeclareExposes checks.
 */
import type { DeclareExposes, HostProps } from '@pinboard/host-contract';
import type pkg from '../package.json';

export type SearchExposes = DeclareExposes<
  typeof pkg,
  {
    /** Every path under '/search/': results by scope, the URL its whole state. */
    SearchPage: HostProps;
    /** The header's search box with typeahead (the shell falls back to a plain form without it). */
    SearchBox: HostProps;
    /** Every path under '/ideas/': the topics hub and each topic's Pins. */
    IdeasPage: HostProps;
  }
>;
