import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { api, listAll, unwrap } from "../../../api/v1";
import { onDemand } from "../../../components/on-demand";
import { catalogKeys } from "../../catalog/shared/keys";

const select = onDemand(async () => (await import("./CurrencySelect")).CurrencySelect);

/**
 * The currencies the organization can sell in: those of its products' prices, archived ones
 * included. The metrics are per currency (never converted or added up), so with more than one
 * the overview lets the seller pick which one it shows.
 */
export function useSaleCurrencies() {
  return useQuery({
    queryKey: [...catalogKeys.products, "currencies"],
    queryFn: async () => {
      const products = await listAll((page, limit) =>
        unwrap(api.GET("/v1/products/", { params: { query: { page, limit } } })),
      );
      const currencies = new Set<string>();
      for (const p of products) for (const price of p.prices) currencies.add(price.price_currency);
      return [...currencies].sort();
    },
  });
}

/** A currency switch, shown only when there is more than one currency to show. */
export function CurrencyPicker({
  value,
  currencies,
  onChange,
}: {
  value: string;
  currencies: string[];
  onChange: (currency: string) => void;
}) {
  const options = [...new Set([...currencies, value])].sort();
  if (options.length < 2) return null;
  // Mantine's Select (Combobox, Popover, floating-ui) is fetched only for a seller with several currencies.
  return (
    <Suspense fallback={null}>
      <select.Component value={value} options={options} onChange={onChange} />
    </Suspense>
  );
}
