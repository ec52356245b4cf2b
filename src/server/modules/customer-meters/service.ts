export { findCustomerMetersOf } from "./billing-repository.js";
export {
  creditCustomerMeter,
  currentCustomerMeter,
  type SettledPeriod,
  settleCustomerMeter,
} from "./ledger.js";
export { processOrganizationBatches } from "./process.js";
export {
  type CustomerMeterKey,
  type CustomerMeterRow,
  findCustomerMetersOfCustomer,
} from "./repository.js";
