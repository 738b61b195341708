/**
 * A chart on the page as a file (`prepare` may add to the copy what the page shows beside the
 * drawing, such as a legend): its SVG as drawn (colours and fonts are attributes, so the copy
 * stands alone), or a PNG painted from that SVG at twice the size for sharp print.
 */
export function svgFile(svg: SVGSVGElement, prepare?: (copy: SVGSVGElement) => void): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  prepare?.(copy);
  const [, , width, height] = (copy.getAttribute("viewBox") ?? "0 0 800 400").split(/\s+/).map(Number);
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("width", String(width));
  copy.setAttribute("height", String(height));
  copy.removeAttribute("class");
  // Interactive focus outlines and hover states are the page's, not the chart's.
  for (const element of copy.querySelectorAll("[tabindex]")) element.removeAttribute("tabindex");
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

export async function pngFile(
  svg: SVGSVGElement,
  prepare?: (copy: SVGSVGElement) => void,
  scale = 2,
): Promise<Blob> {
  const markup = svgFile(svg, prepare);
  const [, , width = 800, height = 400] = (markup.match(/viewBox="([^"]+)"/)?.[1] ?? "")
    .split(/\s+/)
    .map(Number);
  const image = new Image();
  // A data: URL, which the page's Content-Security-Policy allows for images (blob: it does not).
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the chart as an image");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}

/** A file name from a title: letters of any script kept, the rest dashes. */
export function fileStem(...parts: string[]): string {
  return parts
    .join("-")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .toLowerCase();
}
