const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** '2 saves', '1.2k saves'; nothing for a Pin saved once or never (SPEC §5: shown only when over 1). */
export function savesLabel(saves: number): string | null {
  if (!Number.isFinite(saves) || saves <= 1) return null;
  return `${compact.format(saves).toLowerCase()} saves`;
}
