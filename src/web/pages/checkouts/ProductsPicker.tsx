import { MultiSelect } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { api, listAll, unwrap } from "../../api/v1";
import { pricesSummary } from "../catalog/products/priceSummary";

/** The organization's live products, to offer in a checkout or a checkout link (the first is preselected). */
export function ProductsPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const products = useQuery({
    queryKey: ["v1", "products", "all", "live"],
    queryFn: () =>
      listAll((page, limit) =>
        unwrap(api.GET("/v1/products/", { params: { query: { is_archived: "false", page, limit } } })),
      ),
  });
  const data = (products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${pricesSummary(p)}` }));
  return (
    <MultiSelect
      label="Products"
      description="The customer can choose between them; the first one is selected."
      placeholder={
        products.isPending ? "Loading products…" : data.length ? "Choose products" : "No products yet"
      }
      data={data}
      value={value}
      onChange={onChange}
      searchable
      required
      // While the list loads the picker is closed: an open dropdown would say "No matching product".
      disabled={products.isPending}
      error={error ?? (products.isError ? "Could not load the products" : undefined)}
      nothingFoundMessage="No matching product"
    />
  );
}
