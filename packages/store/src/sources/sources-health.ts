import type { Queryable } from "../db/queryable";
import { classifyHealth, FLAGGED, type HealthAssessment } from "./classify-health";
import { listSources, type SourceWithHealth } from "./list-sources";
import { sourceHealthHistories } from "./source-health-history";

export interface AssessedSource extends SourceWithHealth {
  assessment: HealthAssessment;
}

/**
 * Every source (or those of `ids`) with its health assessed: what `sources list` prints and the
 * operators' page shows, from one reading. Ordered by country then id, as listSources.
 */
export async function sourcesHealth(
  db: Queryable,
  options: { ids?: readonly string[]; now?: Date } = {},
): Promise<AssessedSource[]> {
  const now = options.now ?? new Date();
  const [sources, histories] = await Promise.all([
    listSources(db, options.ids),
    sourceHealthHistories(db, options.ids),
  ]);
  return sources.flatMap((source) => {
    const history = histories.get(source.id);
    return history ? [{ ...source, assessment: classifyHealth(history, now) }] : [];
  });
}

export const isFlagged = (assessment: HealthAssessment) => FLAGGED.includes(assessment.flag);
