import { useQuery } from "@tanstack/react-query";
import { api, listAll, unwrap } from "../../api/v1";

/** The organization's recurring products, for the product filter and the plan change picker. */
export function useRecurringProducts() {
  return useQuery({
    queryKey: ["v1", "products", "recurring"],
    queryFn: () =>
      listAll((page, limit) =>
        unwrap(api.GET("/v1/products/", { params: { query: { is_recurring: "true", page, limit } } })),
      ),
  });
}
