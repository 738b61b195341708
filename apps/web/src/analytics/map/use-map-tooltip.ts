import { useEffect, useState } from "react";
import { createTooltipController } from "./tooltip-controller";

/** The country whose tooltip is shown (none on the server), and the controller that changes it. */
export function useMapTooltip() {
  const [code, setCode] = useState<string | null>(null);
  const [controller] = useState(() => createTooltipController(setCode));
  useEffect(() => () => controller.stop(), [controller]);
  return { code, controller };
}
