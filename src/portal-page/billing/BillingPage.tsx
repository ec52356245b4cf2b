import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { calls, keys } from "../calls";
import { usePortal } from "../context";
import { PageTitle, QueryView } from "../ui";
import { BillingDetailsForm } from "./BillingDetailsForm";
import { EmailSection } from "./EmailSection";

/** `/billing`: the details on invoices, and the email address when the seller lets customers change it. */
export function BillingPage() {
  const { organization } = usePortal();
  const customer = useQuery({ queryKey: keys.customer, queryFn: calls.customer });
  return (
    <Stack gap="lg">
      <PageTitle title="Billing details" />
      <QueryView query={customer} label="your details">
        {(c) => (
          <Stack gap="lg">
            <BillingDetailsForm customer={c} />
            {organization.customer_portal_settings.customer.allow_email_change && (
              <EmailSection customer={c} />
            )}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
