import { Avatar, Badge, Button, Checkbox, Group, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { api, unwrap } from "../../api/v1";
import { ConfirmAction } from "../../components/ConfirmAction";
import { SectionCard } from "../../components/SectionCard";
import { useCustomerAvatars } from "../../components/useCustomerAvatars";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { CustomerSubscriptions } from "../subscriptions/CustomerSubscriptions";
import { CustomerRevenue } from "./CustomerRevenue";
import { customerTitle } from "./draft";
import { GrantsSection, OrdersSection } from "./HistorySections";
import { MetersSection } from "./MetersSection";
import { ProfileSection } from "./ProfileSection";
import { StateSection } from "./StateSection";
import { type Customer, customerKeys } from "./types";

function DeleteSection({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState(false);
  const [anonymize, setAnonymize] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = customerTitle(customer);
  return (
    <SectionCard
      title="Delete customer"
      danger
      description="The customer disappears from lists and the API; their orders are kept."
    >
      <Group justify="space-between" wrap="wrap">
        <Checkbox
          label="Also anonymize their email, name, billing address and tax ID"
          checked={anonymize}
          onChange={(e) => setAnonymize(e.currentTarget.checked)}
        />
        <Button color="red" variant="light" size="xs" onClick={() => setOpen(true)}>
          Delete customer
        </Button>
      </Group>
      <ConfirmAction
        opened={open}
        onClose={() => setOpen(false)}
        title="Delete customer?"
        confirmLabel="Delete customer"
        color="red"
        onConfirm={async () => {
          await unwrap(
            api.DELETE("/v1/customers/{id}", {
              params: { path: { id: customer.id }, query: anonymize ? { anonymize: "true" } : {} },
            }),
          );
          notifications.show({ message: `${name} deleted` });
          // Drop the deleted customer's own queries so nothing refetches them (they would 404).
          queryClient.removeQueries({ queryKey: customerKeys.one(customer.id) });
          queryClient.removeQueries({ queryKey: customerKeys.state(customer.id) });
          navigate("/customers");
          await queryClient.invalidateQueries({ queryKey: customerKeys.all });
        }}
      >
        {`“${name}” will be deleted${anonymize ? " and their personal data anonymized" : ""}. This cannot be undone.`}
      </ConfirmAction>
    </SectionCard>
  );
}

/** One customer: profile (editable), current state, orders, benefit grants, deletion. */
export function CustomerPage() {
  const { id = "" } = useParams();
  const avatars = useCustomerAvatars();
  const customer = useQuery({
    queryKey: customerKeys.one(id),
    queryFn: () => unwrap(api.GET("/v1/customers/{id}", { params: { path: { id } } })),
  });
  const grants = useQuery({
    queryKey: customerKeys.grants(id),
    queryFn: () =>
      unwrap(api.GET("/v1/benefit-grants/", { params: { query: { customer_id: [id], limit: 100 } } })),
    enabled: customer.isSuccess,
  });
  return (
    <Stack gap="lg" maw={960}>
      <QueryState query={customer} label="the customer">
        {(c) => (
          <>
            <Group gap="md" wrap="nowrap" align="flex-end">
              <Avatar src={avatars ? c.avatar_url : null} alt="" radius="xl" size="lg" />
              <div style={{ minWidth: 0, flex: 1 }}>
                <PageHeader title={customerTitle(c)} back={{ label: "Customers", to: "/customers" }} />
              </div>
              {c.external_id && (
                <Badge variant="outline" ff="monospace" tt="none">
                  {c.external_id}
                </Badge>
              )}
            </Group>
            <CustomerRevenue customer={c} />
            <ProfileSection customer={c} />
            <StateSection customerId={c.id} grants={grants.data?.items} />
            <MetersSection customer={c} />
            <CustomerSubscriptions customerId={c.id} />
            <OrdersSection customerId={c.id} />
            <GrantsSection grants={grants} />
            <DeleteSection customer={c} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
