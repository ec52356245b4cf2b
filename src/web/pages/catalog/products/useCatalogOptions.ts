import { useQuery } from "@tanstack/react-query";
import { api, listAll, unwrap } from "../../../api/v1";
import { catalogKeys } from "../shared/keys";

/** The organization's meters, benefits and custom fields, for the product form's pickers. */
export function useCatalogOptions() {
  const meters = useQuery({
    queryKey: [...catalogKeys.meters, "all"],
    queryFn: () =>
      listAll((page, limit) =>
        unwrap(api.GET("/v1/meters/", { params: { query: { is_archived: "false", page, limit } } })),
      ),
  });
  const benefits = useQuery({
    queryKey: [...catalogKeys.benefits, "all"],
    queryFn: () =>
      listAll((page, limit) => unwrap(api.GET("/v1/benefits/", { params: { query: { page, limit } } }))),
  });
  const customFields = useQuery({
    queryKey: [...catalogKeys.customFields, "all"],
    queryFn: () =>
      listAll((page, limit) => unwrap(api.GET("/v1/custom-fields/", { params: { query: { page, limit } } }))),
  });
  return { meters, benefits, customFields };
}
