/**
 * Rewrites Scrapy's XPath extension `has-class("a", "b")` (true when the context node has all
 * the given classes) into standard XPath 1.0, which browsers and jsdom evaluate.
 *
 * One argument holding several words (`has-class("meta submitted")`, as in the Diplomatic Pulse
 * configuration) is read as several classes in any order: parsel would require them adjacent
 * and in that order, but the looser reading matches what the selector's author meant.
 */
const HAS_CLASS_RE = /has-class\(\s*((?:"[^"]*"|'[^']*')(?:\s*,\s*(?:"[^"]*"|'[^']*'))*)\s*\)/g;
const ARGUMENT_RE = /"([^"]*)"|'([^']*)'/g;

export function rewriteHasClass(xpath: string): string {
  return xpath.replace(HAS_CLASS_RE, (_call, args: string) => {
    const classes = [...args.matchAll(ARGUMENT_RE)]
      .flatMap((m) => (m[1] ?? m[2] ?? "").split(/\s+/))
      .filter(Boolean);
    if (classes.length === 0) return "false()";
    const tests = classes.map((name) => `contains(concat(' ', normalize-space(@class), ' '), ' ${name} ')`);
    return tests.length === 1 ? (tests[0] as string) : `(${tests.join(" and ")})`;
  });
}
