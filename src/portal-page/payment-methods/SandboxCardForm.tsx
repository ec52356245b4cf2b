import { Alert, Group, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { forwardRef, useImperativeHandle, useState } from "react";
import { ApiError } from "../api";
import { type CardErrors, cardFieldErrors, checkCard, formatCardNumber, formatExpiry } from "./card-input";
import { sandboxToken } from "./payments";

/** What the add-card form asks of a card form: a `confirmation_token_id`, or null when it shows what is wrong. */
export interface CardFormHandle {
  tokenize(): Promise<string | null>;
}

/** The sandbox's documented test cards (docs/payments.md). */
const TEST_CARDS = [
  { number: "4242 4242 4242 4242", result: "succeeds" },
  { number: "4000 0000 0000 0341", result: "declines renewals" },
  { number: "4000 0000 0000 0002", result: "declined" },
];

/** Card number, expiry and CVC for the sandbox processor; the details go to the sandbox tokenizer only. */
export const SandboxCardForm = forwardRef<CardFormHandle, { disabled: boolean }>(function SandboxCardForm(
  { disabled },
  ref,
) {
  const [card, setCard] = useState({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<CardErrors>({});

  useImperativeHandle(ref, () => ({
    async tokenize() {
      const checked = checkCard(card, new Date());
      setErrors(checked.errors);
      if (!checked.values) return null;
      try {
        return (await sandboxToken(checked.values)).id;
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          const mapped = cardFieldErrors(error.fields);
          if (Object.keys(mapped).length > 0) {
            setErrors(mapped);
            return null;
          }
        }
        throw new Error(`Your card could not be checked: ${error instanceof Error ? error.message : error}`);
      }
    },
  }));

  const edit = (patch: Partial<typeof card>) => {
    setCard((c) => ({ ...c, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof CardErrors];
      return next;
    });
  };

  return (
    <Stack gap="sm" role="group" aria-label="Card details">
      <Alert color="yellow" variant="light" p="sm" title="Test mode">
        <Text size="xs" mb={6}>
          No real card is charged. Use any future expiry date and any CVC with a test card:
        </Text>
        {TEST_CARDS.map((c) => (
          <UnstyledButton
            key={c.number}
            onClick={() => edit({ number: c.number })}
            aria-label={`Use test card ${c.number}`}
            display="block"
          >
            <Group gap={6} wrap="nowrap">
              <Text size="xs" ff="monospace" fw={600} style={{ whiteSpace: "nowrap" }}>
                {c.number}
              </Text>
              <Text size="xs" c="dimmed">
                {c.result}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Alert>
      <TextInput
        label="Card number"
        required
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(e) => edit({ number: formatCardNumber(e.currentTarget.value) })}
        error={errors.number}
        disabled={disabled}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Expiry"
          required
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          value={card.expiry}
          onChange={(e) => edit({ expiry: formatExpiry(e.currentTarget.value, card.expiry) })}
          error={errors.expiry}
          disabled={disabled}
        />
        <TextInput
          label="CVC"
          required
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          onChange={(e) => edit({ cvc: e.currentTarget.value.replace(/\D/g, "") })}
          error={errors.cvc}
          disabled={disabled}
        />
      </SimpleGrid>
    </Stack>
  );
});
