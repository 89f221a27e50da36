/** The offsite service has no HTTP resources yet. */
export const offsiteResources = {};
