import type { BaseMap } from "./base-map";
import { type CountClass, classOf, countClasses } from "./count-classes";
import { NEUTRAL_FILL, NOT_COVERED_FILL, NOT_COVERED_LINE, SILENT_LINE } from "./map-colors";
import { type MapEntry, markFor } from "./map-marks";

export type VoiceStatus = "spoke" | "silent" | "not-covered";

/** A member of the lens as the map draws it. */
export interface MapVoice {
  code: string;
  name: string;
  status: VoiceStatus;
  /** Its matching statements in the period. */
  statements: number;
}

/** The count classes of the members that spoke: the silent ones have no count to class. */
export function voiceClasses(voices: readonly MapVoice[]): CountClass[] {
  return countClasses(voices.filter((v) => v.status === "spoke").map((v) => v.statements));
}

/**
 * The lens's members as map entries, in the answer's order (those that spoke first): those that
 * spoke in their count's colour, the silent ones filled with the hatch pattern `hatchId` (an
 * element of the same SVG), the ones not covered in a light grey; the drawing outlines the last two.
 */
export function voiceEntries(
  voices: readonly MapVoice[],
  classes: readonly CountClass[],
  base: BaseMap,
  hatchId: string,
): MapEntry[] {
  return voices.map((voice, index) => ({
    rank: index + 1,
    code: voice.code,
    name: voice.name,
    count: voice.statements,
    status: voice.status,
    color:
      voice.status === "silent"
        ? `url(#${hatchId})`
        : voice.status === "not-covered"
          ? NOT_COVERED_FILL
          : (classOf(classes, voice.statements)?.color ?? NEUTRAL_FILL),
    mark: markFor(voice.code, base),
  }));
}

/** The outline that tells a silent or uncovered member apart in more than its fill. */
export function voiceOutline(
  status: VoiceStatus | undefined,
): { stroke: string; strokeWidth: number; strokeDasharray?: string } | null {
  if (status === "silent") return { stroke: SILENT_LINE, strokeWidth: 1.5 };
  if (status === "not-covered")
    return { stroke: NOT_COVERED_LINE, strokeWidth: 1.25, strokeDasharray: "1.5 2" };
  return null;
}
