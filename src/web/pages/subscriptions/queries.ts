import { useQuery } from "@tanstack/react-query";
import { listAll, type Product } from "../../api/v1";

/** The organization's recurring products, for the product filter and the plan change picker. */
export function useRecurringProducts() {
  return useQuery({
    queryKey: ["v1", "products", "recurring"],
    queryFn: () => listAll<Product>("/products/", { is_recurring: true }),
  });
}
