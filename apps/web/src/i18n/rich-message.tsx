import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "./messages/en";
import type { MessageValues, Translate } from "./translate";

// Private-use characters: never in a message or a value, so a split on them is exact.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const SLOT = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A message with some of its values as elements, e.g. a file extension in its own isolated
 * left-to-right run (`<bdi dir="ltr">`), which the bidi algorithm would otherwise reorder inside
 * Arabic ("(.txt)" shown as "(txt.)"). The message keeps its placeholders ({extension}); the
 * elements are put in their place after formatting.
 */
export function richMessage(
  t: Translate,
  key: MessageKey,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const nodes = Object.values(elements);
  const slots = Object.fromEntries(Object.keys(elements).map((name, i) => [name, `${OPEN}${i}${CLOSE}`]));
  const parts = t(key, { ...values, ...slots }).split(SLOT);
  // split with a capturing group: text, slot index, text, slot index, …, text.
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never reorder, and a slot may repeat.
    i % 2 === 0 ? part : <Fragment key={`${part}-${i}`}>{nodes[Number(part)]}</Fragment>,
  );
}
