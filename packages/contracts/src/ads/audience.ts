/**
 * Who a viewer is to ad targeting (targeting_spec GEO, AGE_BUCKET and GENDER). The gateway judges
 * the request's country; the users service answers a viewer's age bucket from their birthday (the
 * birthday itself never leaves it); nobody's gender is known here, so every viewer is 'unknown' to
 * GENDER targeting. Pure, so that users (which answers) and serving (which matches) agree.
 */
import { z } from 'zod';
import { idSchema } from '../common/schemas.js';
import { AGE_BUCKETS, type TARGETING_GENDERS } from './limits.js';

export type AgeBucket = (typeof AGE_BUCKETS)[number];
type Gender = (typeof TARGETING_GENDERS)[number];

/** The bucket an age is in ('18-24' … '65+'); null under 18. */
export function ageBucketOf(birthday: Date, now = new Date()): AgeBucket | null {
  let age = now.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birthday.getUTCMonth() ||
    (now.getUTCMonth() === birthday.getUTCMonth() && now.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age -= 1;
  const bounds: [number, AgeBucket][] = [
    [65, '65+'],
    [55, '55-64'],
    [50, '50-54'],
    [45, '45-49'],
    [35, '35-44'],
    [25, '25-34'],
    [18, '18-24'],
  ];
  return bounds.find(([from]) => age >= from)?.[1] ?? null;
}

/**
 * What targeting knows of a viewer: null ages for a visitor or a viewer it could not ask about; the
 * country the gateway judged from the request (null when it could not tell).
 */
export interface ViewerAudience {
  ageBucket: AgeBucket | null;
  gender: Gender;
  country: string | null;
}

export const UNKNOWN_AUDIENCE: ViewerAudience = { ageBucket: null, gender: 'unknown', country: null };

/**
 * Whether an ad group's countries, ages and genders take in the viewer: a list not given takes in
 * everyone, a given one only viewers known to be in it (a viewer of unknown country or age is in no
 * such list; of unknown gender, only in one that names 'unknown').
 */
export function audienceMatches(
  targeting: { GEO?: readonly string[]; AGE_BUCKET?: readonly string[]; GENDER?: readonly string[] },
  viewer: ViewerAudience,
): boolean {
  const countries = targeting.GEO;
  const ages = targeting.AGE_BUCKET;
  const genders = targeting.GENDER;
  if (countries?.length && (viewer.country === null || !countries.includes(viewer.country))) return false;
  if (ages?.length && (viewer.ageBucket === null || !ages.includes(viewer.ageBucket))) return false;
  return !genders?.length || genders.includes(viewer.gender);
}

/** users.user.audiences: viewers' age buckets, for ad targeting (the ads service asks). */
export const audiencesSchema = z.strictObject({ user_ids: z.array(idSchema).min(1).max(100) });
export const audiencesReplySchema = z.array(
  z.object({ user_id: z.string(), age_bucket: z.enum(AGE_BUCKETS).nullable() }),
);
