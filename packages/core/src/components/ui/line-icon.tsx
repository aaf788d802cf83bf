/**
 * An icon of the site drawn in lines: 2-unit round strokes in the text's colour on a 24-unit
 * grid, hidden from assistive technologies (the control it sits in carries the name).
 * `roundJoins` for a path whose segments meet at an angle (a chevron, an arrow).
 */
export function LineIcon({
  d,
  size,
  roundJoins,
}: {
  d: string;
  size: number;
  roundJoins?: boolean;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin={roundJoins ? 'round' : undefined}
      />
    </svg>
  );
}
