import { customerEmailSortSql, customerMatchingSql, customerRowsJsonSql } from "../customers/service.js";
import { discountNameSql } from "../discounts/service.js";
import { productIdsOfBillingTypeSql, productNameSql, productRowsJsonSql } from "../products/service.js";
import type { OrderListSql } from "./repository.js";

/** The other modules' SQL the order list and export query with, for one organization. */
export function orderListSql(organizationId: string): OrderListSql {
  return {
    customerEmail: (id) => customerEmailSortSql(organizationId, id),
    productName: (id) => productNameSql(organizationId, id),
    discountName: (id) => discountNameSql(organizationId, id),
    productIdsOfBillingType: (recurring) => productIdsOfBillingTypeSql(organizationId, recurring),
    customerMatching: (id, text) => customerMatchingSql(organizationId, id, text),
    customerRows: (ids) => customerRowsJsonSql(organizationId, ids),
    productRows: (ids) => productRowsJsonSql(organizationId, ids),
  };
}
