/**
 * The map's colours, written into the SVG as presentation attributes so that a downloaded copy
 * looks the same without the page's stylesheet.
 */

/** One hue, the accent blue, light to dark: lightness falls by about the same step each class. */
export const CLASS_COLORS = ["#c8d9f1", "#9fbbe3", "#7096cd", "#4471b1", "#1d4f91"] as const;

/** Countries outside the list: a grey light enough not to read as the first class. */
export const NEUTRAL_FILL = "#e3e6ea";
export const BORDER = "#ffffff";
export const DISPUTED_LINE = "#4b5563";
/** Markers sit on land and sea alike: an outline keeps the lightest class visible on both. */
export const MARKER_OUTLINE = "#4b5563";

/**
 * "Who has spoken" (issue 37). Silent members: hatched in an orange that no count class uses, and
 * outlined in it, so they differ from the blue scale by pattern as well as by colour (colour-blind
 * readers, grey print). Not covered: a grey lighter than the non-members', with a dotted outline.
 */
export const SILENT_LINE = "#b4541a";
export const SILENT_BACK = "#fcefe5";
export const NOT_COVERED_FILL = "#f7f8f9";
export const NOT_COVERED_LINE = "#4b5563";
