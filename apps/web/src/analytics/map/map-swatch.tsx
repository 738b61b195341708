/** A colour sample for the legend and the table: an SVG fill, since style attributes are not allowed. */
export function MapSwatch({ color }: { color: string }) {
  return (
    <svg className="world-map-swatch" viewBox="0 0 10 10" aria-hidden="true">
      <rect width="10" height="10" rx="2" fill={color} />
    </svg>
  );
}
