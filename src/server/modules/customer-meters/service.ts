export { findCustomerMetersOf } from "./billing-repository.js";
export {
  creditCustomerMeter,
  currentCustomerMeter,
  type SettledPeriod,
  settleCustomerMeter,
} from "./ledger.js";
export { processOrganizationBatches } from "./process.js";
export {
  type CustomerMeterListInput,
  type CustomerMeterWire,
  customerStateMeters,
  listOrgCustomerMeters,
  requireCustomerMeter,
} from "./read.js";
export type { CustomerMeterSortProperty } from "./read-repository.js";
export { recomputeCustomerMeters } from "./recompute.js";
export { type CustomerMeterKey, type CustomerMeterRow, findCustomerMetersOfCustomer } from "./repository.js";
