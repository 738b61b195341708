/** A colour sample for the legend and the table: an SVG fill, since style attributes are not allowed. */
export function MapSwatch({ color, outline }: { color: string; outline?: OutlineAttributes | null }) {
  return (
    <svg className="world-map-swatch" viewBox="0 0 10 10" aria-hidden="true">
      {outline ? (
        // Inset, so that the outline is drawn whole inside the sample.
        <rect x="1" y="1" width="8" height="8" rx="1.5" fill={color} {...outline} />
      ) : (
        <rect width="10" height="10" rx="2" fill={color} />
      )}
    </svg>
  );
}

/** A silent or uncovered member's outline, as voiceOutline gives it. */
export interface OutlineAttributes {
  stroke: string;
  strokeWidth: number;
  strokeDasharray?: string;
}
