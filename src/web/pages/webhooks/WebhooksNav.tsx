import { Button, Group } from "@mantine/core";
import { Link } from "react-router";

/** Switches between the endpoints list and the deliveries log. */
export function WebhooksNav({ current }: { current: "endpoints" | "deliveries" }) {
  return (
    <Group gap="xs" component="nav" aria-label="Webhooks sections">
      <Button
        component={Link}
        to="/webhooks"
        size="xs"
        variant={current === "endpoints" ? "light" : "subtle"}
        aria-current={current === "endpoints" ? "page" : undefined}
      >
        Endpoints
      </Button>
      <Button
        component={Link}
        to="/webhooks/deliveries"
        size="xs"
        variant={current === "deliveries" ? "light" : "subtle"}
        aria-current={current === "deliveries" ? "page" : undefined}
      >
        Deliveries
      </Button>
    </Group>
  );
}
