import { Alert, Radio, Stack, Text } from "@mantine/core";
import { forwardRef, useImperativeHandle, useState } from "react";

/** What the add-card form asks of a card form: a `confirmation_token_id`, or null when it shows what is wrong. */
export interface CardFormHandle {
  tokenize(): Promise<string | null>;
}

/**
 * The sandbox's test payment methods (docs/payments.md, "Test payment methods"): in sandbox mode
 * no real card exists, and the API saves one of these as the customer's card.
 */
const TEST_METHODS = [
  { value: "pm_card_visa", number: "4242 4242 4242 4242", result: "always succeeds" },
  { value: "pm_card_chargeCustomerFail", number: "4000 0000 0000 0341", result: "declines renewals" },
  { value: "pm_card_chargeDeclined", number: "4000 0000 0000 0002", result: "always declined" },
];

/** The sandbox processor's card choice: one of its test cards. */
export const SandboxCardForm = forwardRef<CardFormHandle, { disabled: boolean }>(function SandboxCardForm(
  { disabled },
  ref,
) {
  const [chosen, setChosen] = useState<string>(TEST_METHODS[0]!.value);
  useImperativeHandle(ref, () => ({ tokenize: async () => chosen }));
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" p="sm" title="Test mode">
        <Text size="xs">No real card is charged here. Pick the test card to save.</Text>
      </Alert>
      <Radio.Group label="Test card" value={chosen} onChange={setChosen}>
        <Stack gap="xs" mt="xs">
          {TEST_METHODS.map((m) => (
            <Radio
              key={m.value}
              value={m.value}
              disabled={disabled}
              label={
                <Text size="sm" component="span">
                  <Text span ff="monospace" fw={600} size="sm">
                    {m.number}
                  </Text>{" "}
                  <Text span c="dimmed" size="sm">
                    {m.result}
                  </Text>
                </Text>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
});
