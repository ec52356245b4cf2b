import { Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ApiError, api, unwrap } from "../../api/v1";
import { ConfirmAction } from "../../components/ConfirmAction";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { formatDateTime, fromLocalInput, toLocalInput } from "../catalog/shared/format";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { addStep, clockKeys, clockTitle, isUnavailable, type Step, type TestClock } from "./api";
import { AttachCustomer, ClockCustomers } from "./ClockCustomers";
import { TestClocksUnavailable } from "./Unavailable";

const STEPS: { step: Step; label: string }[] = [
  { step: "day", label: "+1 day" },
  { step: "week", label: "+1 week" },
  { step: "month", label: "+1 month" },
  { step: "year", label: "+1 year" },
];

/** Moves the clock forward by a step or to a chosen time; everything due on the way runs. */
function AdvanceCard({ clock }: { clock: TestClock }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState("");
  const advance = useMutation({
    mutationFn: (frozenTime: string) =>
      unwrap(
        api.POST("/v1/test-clocks/{id}/advance", {
          params: { path: { id: clock.id } },
          body: { frozen_time: frozenTime },
        }),
      ),
    onSuccess: async (updated) => {
      queryClient.setQueryData(clockKeys.one(clock.id), updated);
      setTarget("");
      await queryClient.invalidateQueries({ queryKey: clockKeys.all });
    },
  });
  const busy = clock.status === "advancing" || advance.isPending;
  const fieldError = advance.error instanceof ApiError ? advance.error.fields.frozen_time : undefined;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600}>Advance time</Text>
        <Group gap="xs" wrap="wrap">
          {STEPS.map(({ step, label }) => (
            <Button
              key={step}
              variant="light"
              disabled={busy}
              onClick={() => advance.mutate(addStep(clock.frozen_time, step))}
            >
              {label}
            </Button>
          ))}
        </Group>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const iso = fromLocalInput(target);
            if (iso) advance.mutate(iso);
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Advance to"
              type="datetime-local"
              description="Your local time; at most two years ahead"
              min={toLocalInput(clock.frozen_time)}
              value={target}
              onChange={(e) => setTarget(e.currentTarget.value)}
              error={fieldError}
              w={{ base: "100%", sm: 240 }}
            />
            <Button type="submit" disabled={busy || !target}>
              Advance
            </Button>
          </Group>
        </form>
        {advance.isError && !fieldError && (
          <ErrorAlert title="Could not advance" message={errorMessage(advance.error)} />
        )}
      </Stack>
    </Paper>
  );
}

function ClockSummary({ clock }: { clock: TestClock }) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Frozen time
          </Text>
          <Title order={3} data-testid="clock-frozen-time">
            {formatDateTime(clock.frozen_time)}
          </Title>
          <Text size="xs" c="dimmed">
            {clock.frozen_time}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Group gap="xs">
            {clock.status === "advancing" && <Loader size="xs" aria-label="Advancing" />}
            <Badge
              data-testid="clock-status"
              variant="light"
              color={clock.status === "ready" ? "green" : "yellow"}
            >
              {clock.status}
            </Badge>
          </Group>
          {clock.advancing_to && (
            <Text size="xs" c="dimmed">
              Advancing to {formatDateTime(clock.advancing_to)}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** `/test-clocks/:id`: the clock's time and status (polled while advancing), advancing, its customers. */
export function TestClockPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const clock = useQuery({
    queryKey: clockKeys.one(id),
    queryFn: () => unwrap(api.GET("/v1/test-clocks/{id}", { params: { path: { id } } })),
    refetchInterval: (q) => (q.state.data?.status === "advancing" ? 1000 : false),
    retry: (count, error) =>
      !isUnavailable(error) && !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const back = { label: "Test clocks", to: "/test-clocks" };
  if (isUnavailable(clock.error)) {
    return (
      <Stack gap="lg" maw={960}>
        <PageHeader title="Test clock" back={back} />
        <TestClocksUnavailable />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={960}>
      <QueryState query={clock} label="test clock">
        {(c) => (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <PageHeader
                title={clockTitle(c)}
                back={back}
                description={`Created ${formatDateTime(c.created_at)}`}
              />
              <Button variant="default" color="red" onClick={() => setConfirmDelete(true)}>
                Delete clock
              </Button>
            </Group>
            <ClockSummary clock={c} />
            <AdvanceCard clock={c} />
            <Paper withBorder p="md">
              <Stack gap="md">
                <Text fw={600}>Customers</Text>
                <AttachCustomer clock={c} />
                <ClockCustomers clock={c} />
              </Stack>
            </Paper>
            <ConfirmAction
              opened={confirmDelete}
              onClose={() => setConfirmDelete(false)}
              title="Delete this test clock?"
              confirmLabel="Delete clock and customers"
              color="red"
              onConfirm={async () => {
                await unwrap(api.DELETE("/v1/test-clocks/{id}", { params: { path: { id: c.id } } }));
                await queryClient.invalidateQueries({ queryKey: clockKeys.all });
                navigate("/test-clocks");
              }}
            >
              As with Stripe's test clocks, its {c.customer_ids.length} customer
              {c.customer_ids.length === 1 ? "" : "s"} are deleted too: their subscriptions end and their
              benefits are revoked.
            </ConfirmAction>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
