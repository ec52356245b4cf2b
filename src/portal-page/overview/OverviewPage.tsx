import { Alert, Anchor, Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { portalApi, unwrap } from "../api";
import { calls, keys } from "../calls";
import { portalPath, usePortal } from "../context";
import { visibleNav } from "../nav";
import { OrderRows } from "../orders/OrderRows";
import { SubscriptionRows } from "../subscriptions/SubscriptionRows";
import { PageTitle, QueryView, SectionCard } from "../ui";

/** The portal's first page: active subscriptions, the latest orders and links to every section. */
export function OverviewPage() {
  const { slug, organization } = usePortal();
  const user = useQuery({
    queryKey: ["portal", "user"],
    queryFn: () => unwrap(portalApi.GET("/v1/customer-portal/customer-session/user")),
  });
  const subscriptions = useQuery({
    queryKey: keys.subscriptionList({ active: true }),
    queryFn: () => calls.subscriptions({ active: true, limit: 20 }),
  });
  const orders = useQuery({
    queryKey: keys.orderList({ limit: 5 }),
    queryFn: () => calls.orders({ limit: 5 }),
  });
  const pastDue = subscriptions.data?.items.some((s) => s.status === "past_due");
  const links = visibleNav(organization).filter((item) => item.path && item.path !== "subscriptions");

  return (
    <Stack gap="lg">
      <PageTitle
        title={`Hello${user.data?.name ? `, ${user.data.name}` : ""}`}
        description={
          <>
            Signed in to {organization.name} as <b>{user.data?.email ?? "…"}</b>
          </>
        }
      />
      {pastDue && (
        <Alert color="orange" title="A payment failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              We could not charge your card for a subscription. Add a working card to keep your access.
            </Text>
            <Button size="xs" component={Link} to={portalPath(slug, "/payment-methods")}>
              Update payment method
            </Button>
          </Stack>
        </Alert>
      )}
      <SectionCard title="Active subscriptions">
        <QueryView
          query={subscriptions}
          label="subscriptions"
          isEmpty={(d) => d.items.length === 0}
          empty="You have no active subscriptions."
        >
          {(d) => <SubscriptionRows items={d.items} label="Active subscriptions" />}
        </QueryView>
      </SectionCard>
      <SectionCard title="Recent orders">
        <QueryView
          query={orders}
          label="orders"
          isEmpty={(d) => d.items.length === 0}
          empty="You have no orders yet."
        >
          {(d) => (
            <Stack gap="xs">
              <OrderRows items={d.items} label="Recent orders" />
              {d.pagination.total_count > d.items.length && (
                <Anchor component={Link} to={portalPath(slug, "/orders")} size="sm">
                  All {d.pagination.total_count} orders
                </Anchor>
              )}
            </Stack>
          )}
        </QueryView>
      </SectionCard>
      <SectionCard title="Quick links">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
          {links.map((item) => (
            <Button key={item.path} variant="default" component={Link} to={portalPath(slug, `/${item.path}`)}>
              {item.label}
            </Button>
          ))}
        </SimpleGrid>
      </SectionCard>
    </Stack>
  );
}
