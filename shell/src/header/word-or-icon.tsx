/**
 * A header control's face: its word where there is room, a stroked icon alone on a phone, so the
 * search box keeps the room there (shell.css, `.pb-icon-on-narrow` on the control). The control
 * keeps its name in an aria-label and a tooltip.
 */
export function WordOrIcon({ word, d, strokeWidth = 3 }: { word: string; d: string; strokeWidth?: number }) {
  return (
    <>
      <svg className="pb-on-narrow" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d={d}
          stroke="currentColor"
          strokeWidth={strokeWidth}
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="pb-on-wide">{word}</span>
    </>
  );
}
