import type { AppConfig } from "../../config/app-config";
import { faultyFetch } from "../faults/faulty-fetch";
import { easyPostLabels } from "./easypost";
import { simulatedLabels } from "./easypost-simulator";
import type { LabelProvider } from "./label-provider";

/**
 * The configured label provider (decisions/0080): the multi-carrier API, the simulator (development and tests), or none;
 * under the fault-injection mode's fault for the carrier, if any (development and tests only).
 */
export function chooseLabelProvider(config: Pick<AppConfig, "carrierLabels" | "faults">, kv: KVNamespace): LabelProvider | null {
  const fault = config.faults.carrier;
  if (config.carrierLabels?.kind === "api") return easyPostLabels({ ...config.carrierLabels, fetch: faultyFetch(fault) });
  if (config.carrierLabels?.kind === "simulator") return simulatedLabels(kv, (simulator) => faultyFetch(fault, simulator));
  return null;
}
