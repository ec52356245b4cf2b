import { Stack } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { calls, keys } from "../calls";
import { Pager } from "../rows";
import { PageTitle, QueryView } from "../ui";
import { LicenseKeyCard } from "./LicenseKeyCard";

/** `/license-keys`: the keys the customer's purchases granted, each with its activations. */
export function LicenseKeysPage() {
  const [page, setPage] = useState(1);
  const query = { page, limit: 20 };
  const list = useQuery({
    queryKey: [...keys.licenseKeys, "list", query],
    queryFn: () => calls.licenseKeys(query),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg">
      <PageTitle
        title="License keys"
        description="Copy a key into the software, and free up devices you no longer use."
      />
      <QueryView
        query={list}
        label="license keys"
        isEmpty={(d) => d.items.length === 0}
        empty="You have no license keys."
      >
        {(d) => (
          <Stack gap="md">
            {d.items.map((key) => (
              <LicenseKeyCard key={key.id} licenseKey={key} />
            ))}
            <Pager
              page={page}
              maxPage={d.pagination.max_page}
              total={d.pagination.total_count}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
