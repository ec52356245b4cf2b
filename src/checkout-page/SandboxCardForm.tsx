import { forwardRef, useImperativeHandle, useState } from "react";
import { ApiError, checkoutApi } from "./api";
import { Alert } from "./ui/controls";
import { TextInput } from "./ui/fields";
import { Grid, Stack, Text } from "./ui/layout";
import { checkCard, type Errors, formatCardNumber, formatExpiry } from "./validate";

/** What the pay button asks of a card form: a `confirmation_token_id`, or null when it shows what is wrong. */
export interface CardFormHandle {
  tokenize(): Promise<string | null>;
}

/** The sandbox's documented test cards (docs/payments.md). */
export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", result: "succeeds" },
  { number: "4000 0000 0000 0002", result: "declined" },
  { number: "4000 0000 0000 9995", result: "insufficient funds" },
  { number: "4000 0000 0000 0069", result: "expired card" },
];

/** Maps the tokenizer's 422 fields (`card.exp_month`, …) onto the form's three boxes. */
function cardFieldErrors(fields: Record<string, string>): Errors {
  const out: Errors = {};
  for (const [key, msg] of Object.entries(fields)) {
    const box = key.endsWith("number")
      ? "card.number"
      : key.endsWith("cvc")
        ? "card.cvc"
        : /exp_(month|year)$/.test(key)
          ? "card.expiry"
          : null;
    if (box && !(box in out)) out[box] = msg;
  }
  return out;
}

/**
 * Card number, expiry and CVC for the sandbox processor. The details go to the sandbox tokenizer
 * only (never to the checkout), which answers with a payment method token.
 */
export const SandboxCardForm = forwardRef<CardFormHandle, { secret: string; disabled: boolean }>(
  function SandboxCardForm({ secret, disabled }, ref) {
    const [card, setCard] = useState({ number: "", expiry: "", cvc: "" });
    const [errors, setErrors] = useState<Errors>({});

    useImperativeHandle(ref, () => ({
      async tokenize() {
        const checked = checkCard(card, new Date());
        setErrors(checked.errors);
        if (!checked.values) return null;
        try {
          const token = await checkoutApi.sandboxToken(secret, checked.values);
          return token.id;
        } catch (error) {
          if (error instanceof ApiError && error.status === 422) {
            const mapped = cardFieldErrors(error.fields);
            if (Object.keys(mapped).length > 0) {
              setErrors(mapped);
              return null;
            }
          }
          // The tokenizer's own refusals (429 too many attempts, 404 checkout not payable) are not
          // the checkout's: say what happened without treating the checkout as missing.
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`Your card could not be checked: ${reason}`);
        }
      },
    }));

    const edit = (patch: Partial<typeof card>) => {
      setCard((c) => ({ ...c, ...patch }));
      setErrors((e) => {
        const next = { ...e };
        for (const k of Object.keys(patch)) delete next[`card.${k}`];
        return next;
      });
    };

    return (
      <Stack gap="sm" role="group" aria-label="Card details">
        <TestModeHint onPick={(number) => edit({ number })} />
        <TextInput
          label="Card number"
          required
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(e) => edit({ number: formatCardNumber(e.currentTarget.value) })}
          error={errors["card.number"]}
          disabled={disabled}
        />
        <Grid cols={2} gap="sm">
          <TextInput
            label="Expiry"
            required
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(e) => edit({ expiry: formatExpiry(e.currentTarget.value, card.expiry) })}
            error={errors["card.expiry"]}
            disabled={disabled}
          />
          <TextInput
            label="CVC"
            required
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => edit({ cvc: e.currentTarget.value.replace(/\D/g, "") })}
            error={errors["card.cvc"]}
            disabled={disabled}
          />
        </Grid>
      </Stack>
    );
  },
);

/** The visible "Test mode" note with the test cards; tapping one fills in the number. */
function TestModeHint({ onPick }: { onPick: (number: string) => void }) {
  return (
    <Alert color="yellow" compact title="Test mode" aria-label="Test mode">
      <Text size="xs" style={{ marginBottom: 6 }}>
        No real payment is made. Use any future expiry date and any CVC with a test card:
      </Text>
      <Stack gap={2}>
        {TEST_CARDS.map((c) => (
          <button
            type="button"
            className="k-test-card"
            key={c.number}
            onClick={() => onPick(c.number)}
            aria-label={`Use test card ${c.number} (${c.result})`}
          >
            <Text as="span" size="xs" mono fw={600} style={{ whiteSpace: "nowrap" }}>
              {c.number}
            </Text>
            <Text as="span" size="xs" c="dimmed">
              {c.result}
            </Text>
          </button>
        ))}
      </Stack>
    </Alert>
  );
}
