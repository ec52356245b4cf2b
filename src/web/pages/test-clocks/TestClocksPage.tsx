import { Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError, api, unwrap } from "../../api/v1";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { formatDateTime, fromLocalInput } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { clockKeys, clockTitle, isUnavailable } from "./api";
import { TestClocksUnavailable } from "./Unavailable";

/** Name and start time of a new clock; opens it once created. */
function CreateClockForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [start, setStart] = useState("");
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST("/v1/test-clocks/", {
          body: { name: name.trim() || null, frozen_time: fromLocalInput(start) },
        }),
      ),
    onSuccess: async (clock) => {
      await queryClient.invalidateQueries({ queryKey: clockKeys.all });
      navigate(`/test-clocks/${clock.id}`);
    },
  });
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <Stack gap="sm">
          <Text fw={600}>New test clock</Text>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label="Name"
              placeholder="Annual renewal test"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fields.name}
              w={{ base: "100%", sm: 260 }}
            />
            <TextInput
              label="Start time"
              type="datetime-local"
              description="Your local time; empty for now"
              value={start}
              onChange={(e) => setStart(e.currentTarget.value)}
              error={fields.frozen_time}
              w={{ base: "100%", sm: 240 }}
            />
            <Button type="submit" loading={create.isPending}>
              Create clock
            </Button>
          </Group>
          {create.isError && !Object.keys(fields).length && (
            <ErrorAlert title="Could not create the clock" message={errorMessage(create.error)} />
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** `/test-clocks`: the organization's test clocks and a form to create one. */
export function TestClocksPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? "1") || 1;
  const list = useQuery({
    queryKey: clockKeys.list(page),
    queryFn: () => unwrap(api.GET("/v1/test-clocks/", { params: { query: { page, limit: 20 } } })),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isUnavailable(error) && count < 2,
  });
  const header = (
    <PageHeader
      title="Test clocks"
      description="Simulated time for subscriptions: attach customers to a clock, advance it, and watch renewals, trial ends and cancellations happen."
    />
  );
  if (isUnavailable(list.error)) {
    return (
      <Stack gap="lg" maw={960}>
        {header}
        <TestClocksUnavailable />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={960}>
      {header}
      <CreateClockForm />
      <QueryState
        query={list}
        label="test clocks"
        isEmpty={(d) => d.items.length === 0}
        empty="No test clocks yet."
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Test clocks">
              {data.items.map((c) => (
                <ListRow
                  key={c.id}
                  title={clockTitle(c)}
                  to={`/test-clocks/${c.id}`}
                  badges={
                    <Badge size="xs" variant="light" color={c.status === "ready" ? "green" : "yellow"}>
                      {c.status}
                    </Badge>
                  }
                  detail={`Frozen at ${formatDateTime(c.frozen_time)} · ${c.customer_ids.length} customer${c.customer_ids.length === 1 ? "" : "s"}`}
                />
              ))}
            </RowList>
            <Pager
              page={page}
              maxPage={data.pagination.max_page}
              total={data.pagination.total_count}
              onChange={(p) => setParams({ page: String(p) }, { replace: true })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
