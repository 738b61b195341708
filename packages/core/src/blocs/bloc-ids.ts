import { BLOC_IDS } from "./blocs.generated";

export { BLOC_IDS };

const IDS = new Set(BLOC_IDS);

/**
 * A bloc's id as the data writes it, from an id in any case ("EU", "African-Union"), or undefined.
 * Light on purpose: the schemas run in the browser, which needs the ids, not the memberships.
 */
export function blocIdOf(value: string): string | undefined {
  const id = value.trim().toLowerCase();
  return IDS.has(id) ? id : undefined;
}
