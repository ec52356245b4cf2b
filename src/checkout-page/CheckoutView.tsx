import { type ReactNode, useEffect, useRef, useState } from "react";
import { CardForm } from "./CardForm";
import { AddressFields, CustomerFields } from "./CustomerFields";
import { CustomFields } from "./CustomFields";
import { addressInput, addressModes, type Draft, initialDraft } from "./draft";
import { FormProblems } from "./FormProblems";
import { formatMoney, toMinor } from "./money";
import { DiscountField, OrderSummary } from "./OrderSummary";
import { ProductPanel } from "./ProductPanel";
import type { PaymentSetup } from "./payment-setup";
import type { CardFormHandle } from "./SandboxCardForm";
import type { AddressField, Checkout } from "./types";
import { Button, Fine } from "./ui/controls";
import { Grid, Paper, Stack, Title } from "./ui/layout";
import type { CheckoutSession } from "./useCheckout";
import { dropKeys } from "./useCheckout";
import { usePay } from "./usePay";
import { amountError, type Errors } from "./validate";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" as="section">
      <Title order={2} size="section">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function payLabel(checkout: Checkout): string {
  if (checkout.is_payment_required) return `Pay ${formatMoney(checkout.total_amount, checkout.currency)}`;
  if (checkout.is_payment_setup_required) return "Start subscription";
  return "Get it for free";
}

/** The open checkout: what is bought and its amounts on one side, the customer's form on the other. */
export function CheckoutView({
  session,
  checkout,
  setup,
  embedded,
  notice,
}: {
  session: CheckoutSession;
  checkout: Checkout;
  /** Which card form; null while loading. */
  setup: PaymentSetup | null;
  embedded: boolean;
  /** Why the last payment failed, when the page learnt it while waiting. */
  notice: string | null;
}) {
  const [draft, setDraft] = useState<Draft>(() => initialDraft(checkout));
  const [localErrors, setLocalErrors] = useState<Errors>({});
  const card = useRef<CardFormHandle>(null);
  const amountTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const errors = { ...session.serverErrors, ...localErrors };
  const addressFields = addressModes(draft, checkout);
  const { pay, paying, payError } = usePay({
    session,
    checkout,
    draft,
    card,
    setLocalErrors,
  });

  useEffect(() => () => clearTimeout(amountTimer.current), []);

  // A country guessed from the browser's language is sent once, so tax and address fields follow it.
  const sentGuess = useRef(false);
  useEffect(() => {
    if (sentGuess.current) return;
    sentGuess.current = true;
    if (!checkout.customer_billing_address && draft.address.country)
      void session.update({ customer_billing_address: addressInput(draft, checkout) });
  }, [checkout, draft, session]);

  const clear = (...keys: string[]) => {
    setLocalErrors((e) => dropKeys(e, keys));
    session.setServerErrors((e) => dropKeys(e, keys));
  };
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    const keys: Record<string, string> = {
      email: "customer_email",
      name: "customer_name",
      billingName: "customer_billing_name",
      taxId: "customer_tax_id",
      discountCode: "discount_code",
    };
    clear(...Object.keys(patch).map((k) => keys[k] ?? k));
  };

  const setAddress = (field: AddressField, value: string, send: boolean) => {
    const next = {
      ...draft,
      address: { ...draft.address, [field]: value, ...(field === "country" ? { state: "" } : {}) },
    };
    setDraft(next);
    clear(`customer_billing_address.${field}`);
    // Country and state decide the tax rate: send them at once so the amounts follow.
    if (send) void session.update({ customer_billing_address: addressInput(next, checkout) });
  };

  // A fair price is checked and sent once the customer stops typing.
  const setAmount = (text: string) => {
    set({ amount: text });
    clearTimeout(amountTimer.current);
    const price = checkout.product_price;
    if (price?.amount_type !== "custom") return;
    amountTimer.current = setTimeout(() => {
      const minor = toMinor(text, price.price_currency);
      const problem = amountError(minor, price);
      if (problem || minor === null) setLocalErrors((e) => ({ ...e, amount: problem ?? "Enter an amount" }));
      else void session.update({ amount: minor });
    }, 500);
  };

  const chooseProduct = async (productId: string) => {
    const next = await session.update({ product_id: productId });
    if (next) setDraft((d) => ({ ...d, amount: initialDraft(next).amount }));
  };

  const applyDiscount = async () => {
    const next = await session.update({ discount_code: draft.discountCode.trim() });
    if (next?.discount) set({ discountCode: "" });
  };

  // A failed payment leaves the checkout payable with another card.
  const busy = paying || (checkout.status !== "open" && checkout.status !== "failed");
  const sandbox = setup?.processor === "sandbox";

  return (
    <Grid cols={embedded ? 1 : 2} from="md" gap={embedded ? "md" : "responsive"}>
      <Stack gap="md">
        <ProductPanel
          checkout={checkout}
          amount={draft.amount}
          amountError={errors.amount}
          onAmountChange={setAmount}
          onChooseProduct={chooseProduct}
          onChoosePrice={(id) => session.update({ product_price_id: id })}
          disabled={busy}
        />
        <Paper padding="md">
          <OrderSummary
            checkout={checkout}
            discountField={
              <DiscountField
                checkout={checkout}
                code={draft.discountCode}
                onCodeChange={(discountCode) => set({ discountCode })}
                onApply={() => void applyDiscount()}
                onRemove={() => void session.update({ discount_code: null })}
                error={errors.discount_code}
                busy={busy || session.updating}
              />
            }
          />
        </Paper>
      </Stack>
      <Paper
        padding="responsive"
        as="form"
        aria-label="Your details and payment"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!paying) void pay();
        }}
      >
        <Stack gap="lg">
          <Section title="Contact information">
            <CustomerFields
              draft={draft}
              set={set}
              errors={errors}
              nameRequired={checkout.is_payment_form_required}
              emailLocked={checkout.customer_id !== null}
              onBusinessChange={(isBusiness) => {
                set({ isBusiness });
                void session.update({ is_business_customer: isBusiness });
              }}
            />
          </Section>
          {addressFields.country !== "disabled" && (
            <Section title="Billing address">
              <AddressFields
                modes={addressFields}
                address={draft.address}
                errors={errors}
                onChange={(f, v) => setAddress(f, v, f === "state")}
                onCountryChange={(c) => setAddress("country", c, true)}
              />
            </Section>
          )}
          {(checkout.attached_custom_fields?.length ?? 0) > 0 && (
            <Section title="Additional information">
              <CustomFields
                fields={checkout.attached_custom_fields ?? []}
                values={draft.customFields}
                onChange={(slug, value) => {
                  setDraft((d) => ({ ...d, customFields: { ...d.customFields, [slug]: value } }));
                  clear(`custom_field_data.${slug}`);
                }}
                errors={errors}
              />
            </Section>
          )}
          {checkout.is_payment_form_required && (
            <Section title="Payment">
              <CardForm setup={setup} checkout={checkout} draft={draft} card={card} paying={paying} />
            </Section>
          )}
          <FormProblems
            problem={payError ?? (notice ? { title: "Payment failed", message: notice } : null)}
            updateError={session.updateError}
            errors={errors}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            // While a change is being priced, the total on the button may be about to change.
            loading={paying || session.updating}
            disabled={
              busy || (checkout.is_payment_form_required && (!setup || setup.processor === "unavailable"))
            }
          >
            {payLabel(checkout)}
          </Button>
          {checkout.is_payment_form_required && (
            <Fine>
              {sandbox
                ? "Test mode: no real money moves."
                : `Payments are processed securely by Stripe. ${checkout.organization.name} never sees your card number.`}
            </Fine>
          )}
        </Stack>
      </Paper>
    </Grid>
  );
}
