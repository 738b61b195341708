import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";

/**
 * The resident memory of all of a browser's processes (browser, renderers, GPU, utilities), in
 * bytes: what the machine actually gives it. Chromium names its processes over the DevTools
 * protocol; their sizes come from /proc. Undefined where there is no /proc (not Linux).
 */
export async function browserResidentBytes(browser: Browser): Promise<number | undefined> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await session.send("SystemInfo.getProcessInfo")) as {
      processInfo: Array<{ id: number }>;
    };
    let total = 0;
    for (const { id } of processInfo) {
      const rss = await residentBytesOf(id);
      if (rss === undefined && id === processInfo[0]?.id) return undefined;
      total += rss ?? 0;
    }
    return total;
  } finally {
    await session.detach().catch(() => {});
  }
}

async function residentBytesOf(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : undefined;
  } catch {
    // Gone already (a renderer of a closed page), or no /proc.
    return undefined;
  }
}
