/** A State's other names from the gazetteer (decision 026), for the country finder. */
export interface StateNames {
  /** Abbreviations, short and former names, in the six languages ("UK", "Britain", США, 英国). */
  readonly names: readonly string[];
  /** Forms that name the State only when typed in capitals ("US"; French "RU", a brook in small letters). */
  readonly capitals?: readonly string[];
}
