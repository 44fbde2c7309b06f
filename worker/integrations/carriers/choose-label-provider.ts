import type { AppConfig } from "../../config/app-config";
import { easyPostLabels } from "./easypost";
import { simulatedLabels } from "./easypost-simulator";
import type { LabelProvider } from "./label-provider";

/** The configured label provider (decisions/0080): the multi-carrier API, the simulator (development and tests), or none. */
export function chooseLabelProvider(config: Pick<AppConfig, "carrierLabels">, kv: KVNamespace): LabelProvider | null {
  if (config.carrierLabels?.kind === "api") return easyPostLabels(config.carrierLabels);
  if (config.carrierLabels?.kind === "simulator") return simulatedLabels(kv);
  return null;
}
