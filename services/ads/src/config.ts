import { baseConfigSchema, trackingSecretSetting } from '@pinboard/service-kit';
import type { z } from 'zod';

/** The settings of ads: the shared ones, plus its own (validated at start). */
export const adsConfigSchema = baseConfigSchema.extend({
  /** Signs the tracking tokens serving hands out (the gateway reads them with the same secret). */
  ADS_TRACKING_SECRET: trackingSecretSetting,
});
export type AdsConfig = z.output<typeof adsConfigSchema>;
