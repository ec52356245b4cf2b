import { Alert } from "./ui/controls";
import { Stack, Text } from "./ui/layout";
import type { PayProblem } from "./usePay";
import type { Errors } from "./validate";

/** Error keys some field of the form displays next to itself. */
const SHOWN_BY_A_FIELD =
  /^(customer_(email|name|billing_name|tax_id)$|customer_billing_address\.|custom_field_data\.|amount$|discount_code$|card\.)/;

/**
 * Above the pay button: the payment problem (a decline reason under "Payment failed"), an update
 * that could not be sent, and any server field error that no field displays.
 */
export function FormProblems({
  problem,
  updateError,
  errors,
}: {
  problem: PayProblem | null;
  updateError: string | null;
  errors: Errors;
}) {
  const rest = Object.entries(errors).filter(([k]) => !SHOWN_BY_A_FIELD.test(k));
  if (!problem && !updateError && rest.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={problem?.title}>
      <Stack gap={4}>
        {problem && <Text size="sm">{problem.message}</Text>}
        {updateError && <Text size="sm">{updateError}</Text>}
        {rest.map(([k, v]) => (
          <Text size="sm" key={k}>
            {k ? `${k.replace(/[._]/g, " ")}: ` : ""}
            {v}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
