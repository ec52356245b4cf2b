import { useQuery } from "@tanstack/react-query";
import { type Benefit, type CustomField, listAll, type Meter } from "../../../api/v1";
import { catalogKeys } from "../shared/keys";

/** The organization's meters, benefits and custom fields, for the product form's pickers. */
export function useCatalogOptions() {
  const meters = useQuery({
    queryKey: [...catalogKeys.meters, "all"],
    queryFn: () => listAll<Meter>("/meters/", { is_archived: false }),
  });
  const benefits = useQuery({
    queryKey: [...catalogKeys.benefits, "all"],
    queryFn: () => listAll<Benefit>("/benefits/"),
  });
  const customFields = useQuery({
    queryKey: [...catalogKeys.customFields, "all"],
    queryFn: () => listAll<CustomField>("/custom-fields/"),
  });
  return { meters, benefits, customFields };
}
