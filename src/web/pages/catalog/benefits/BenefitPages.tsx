import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { api, unwrap } from "../../../api/v1";
import { catalogKeys } from "../shared/keys";
import { PageHeader } from "../shared/PageHeader";
import { QueryState } from "../shared/QueryState";
import { BenefitForm } from "./BenefitForm";
import { fromBenefit } from "./draft";

export function NewBenefitPage() {
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="New benefit" back={{ label: "Benefits", to: "/benefits" }} />
      <BenefitForm />
    </Stack>
  );
}

export function EditBenefitPage() {
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: [...catalogKeys.benefits, "one", id],
    queryFn: async () => {
      const benefit = await unwrap(api.GET("/v1/benefits/{id}", { params: { path: { id } } }));
      const ids = benefit.type === "downloadables" ? benefit.properties.files : [];
      const files = ids.length
        ? (await unwrap(api.GET("/v1/files/", { params: { query: { ids, limit: 100 } } }))).items
        : [];
      return { benefit, files };
    },
  });
  return (
    <Stack gap="lg" maw={720}>
      <QueryState query={query} label="the benefit">
        {({ benefit, files }) => (
          <>
            <PageHeader title={benefit.description} back={{ label: "Benefits", to: "/benefits" }} />
            <BenefitForm key={benefit.id} benefit={benefit} initial={fromBenefit(benefit, files)} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
