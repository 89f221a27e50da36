/** How counts of followers and followings read on profiles, boards and the closeup's creator card. */

const formatCount = (count: number) => count.toLocaleString('en-US');

/** '1 follower', '0 followers', '1,200 followers'. */
export const followerCountText = (count: number) =>
  count === 1 ? '1 follower' : `${formatCount(count)} followers`;

/** '0 following', '12 following'. */
export const followingCountText = (count: number) => `${formatCount(count)} following`;
