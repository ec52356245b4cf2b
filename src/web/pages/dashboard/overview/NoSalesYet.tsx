import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** What the overview shows before the first order: how to get one, instead of empty charts. */
export function NoSalesYet() {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} data-testid="overview-empty">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4">
          No sales yet
        </Title>
        <Text c="dimmed" size="sm" maw={560}>
          Revenue, MRR, orders, subscriptions, churn and checkout conversion appear here with charts once your
          first customer pays. Create a product, then share a checkout link or start a checkout from your app.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/products/new">
            Create a product
          </Button>
          <Button component={Link} to="/checkout-links" variant="default">
            Checkout links
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
