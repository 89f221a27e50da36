/** '1 Pin', '12 Pins': a board's or a section's count, as cards and pages show it. */
export const pinCountText = (count: number) => (count === 1 ? '1 Pin' : `${count} Pins`);
