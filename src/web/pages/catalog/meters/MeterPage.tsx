import { Badge, Button, Group, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { api, unwrap } from "../../../api/v1";
import { catalogKeys } from "../shared/keys";
import { PageHeader } from "../shared/PageHeader";
import { QueryState } from "../shared/QueryState";
import { CustomerMetersTable } from "./CustomerMetersTable";
import { describeMeter } from "./describe";
import { UsageSection } from "./UsageSection";

/** One meter: its usage chart over a chosen period and each customer's consumed, credited and balance. */
export function MeterPage() {
  const { id = "" } = useParams();
  const meter = useQuery({
    queryKey: [...catalogKeys.meters, "one", id],
    queryFn: () => unwrap(api.GET("/v1/meters/{id}", { params: { path: { id } } })),
  });
  return (
    <Stack gap="lg" maw={1080}>
      <QueryState query={meter} label="the meter">
        {(m) => (
          <>
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <PageHeader
                title={m.name}
                description={describeMeter(m)}
                back={{ label: "Meters", to: "/meters" }}
              />
              <Group gap="xs">
                {m.archived_at && (
                  <Badge color="gray" variant="light">
                    Archived
                  </Badge>
                )}
                <Button component={Link} to={`/meters/${m.id}/edit`} variant="default">
                  Edit meter
                </Button>
              </Group>
            </Group>
            <UsageSection meter={m} />
            <CustomerMetersTable meter={m} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
