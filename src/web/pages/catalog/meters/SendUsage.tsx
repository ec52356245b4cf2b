import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { Meter } from "../../../api/v1";
import { CopyableSecret } from "../../../components/CopyableSecret";
import { type ExampleCustomer, exampleEvent, ingestCurl, meterEventName } from "./usage";

/**
 * How to send usage the meter counts: a `curl` of `POST /v1/events/ingest` with an event its
 * filter matches, for `customer` (an external id placeholder when none is given).
 */
export function SendUsage({
  meter,
  customer = { external_customer_id: "YOUR_USER_ID" },
  intro,
}: {
  meter: Pick<Meter, "filter" | "aggregation" | "name">;
  customer?: ExampleCustomer;
  intro: string;
}) {
  const event = exampleEvent(meter);
  return (
    <Stack gap="xs" data-testid="send-usage">
      <Text size="sm">{intro}</Text>
      <Text size="sm" c="dimmed">
        Send events from your backend to <code>POST /v1/events/ingest</code> with an{" "}
        <Anchor component={Link} to="/access-tokens" size="sm">
          organization access token
        </Anchor>
        .{" "}
        {meterEventName(meter.filter) ? (
          <>
            Events named <code>{event.name}</code>
          </>
        ) : (
          "Events matching its filter"
        )}{" "}
        count toward “{meter.name}”; give each an <code>external_id</code> to make retries safe.
      </Text>
      <CopyableSecret
        label="Example ingest request"
        value={ingestCurl(window.location.origin, event, customer)}
      />
    </Stack>
  );
}
