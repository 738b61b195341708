/**
 * Runs in each page before its own scripts: counts the fetches, XMLHttpRequests and script
 * elements still loading, and notes when the last of them, or of the DOM's changes, happened.
 * A string, so that no build step can rewrite it into something the page cannot run.
 */
export const ACTIVITY_WATCH = `(() => {
  let pending = 0;
  let last = performance.now();
  const touch = () => { last = performance.now(); };
  const begin = () => { pending++; touch(); };
  const end = () => { pending = Math.max(0, pending - 1); touch(); };
  const nativeFetch = window.fetch;
  window.fetch = function (...args) {
    begin();
    const answer = nativeFetch.apply(this, args);
    answer.then(end, end);
    return answer;
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args) {
    begin();
    this.addEventListener("loadend", end, { once: true });
    return send.apply(this, args);
  };
  new MutationObserver((records) => {
    touch();
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeName === "SCRIPT" && node.src) {
          begin();
          node.addEventListener("load", end, { once: true });
          node.addEventListener("error", end, { once: true });
        }
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  Object.defineProperty(window, "__crawlerActivity", { value: () => [pending, performance.now() - last] });
})();`;

export const ACTIVITY_PROBE =
  "typeof window.__crawlerActivity === 'function' ? window.__crawlerActivity() : [0, Infinity]";
