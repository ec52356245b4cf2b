import { Badge, Group, Image, List, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { billingLabel, intervalSuffix, livePrices, priceLabel, productPriceLine } from "./format";
import { exponent, formatMoney } from "./money";
import type { Checkout, CheckoutProduct, ProductPrice } from "./types";

/**
 * What is being bought: the product (or a choice between the checkout's products and between a
 * product's prices), its price and interval, the pay-what-you-want amount, and what it includes.
 */
export function ProductPanel({
  checkout,
  amount,
  amountError,
  onAmountChange,
  onChooseProduct,
  onChoosePrice,
  disabled,
}: {
  checkout: Checkout;
  amount: string;
  amountError?: string;
  onAmountChange: (text: string) => void;
  onChooseProduct: (productId: string) => Promise<unknown>;
  onChoosePrice: (priceId: string) => Promise<unknown>;
  disabled: boolean;
}) {
  const product = checkout.product;
  const price = checkout.product_price;
  if (!product) return <Text c="dimmed">This checkout has no product.</Text>;
  const prices = livePrices(product, checkout.prices);
  // The first image among the product's files (product media carry a public URL).
  const image = product.medias.find(
    (m) => "public_url" in m && m.public_url && m.mime_type.startsWith("image/"),
  );
  const imageUrl = image && "public_url" in image ? image.public_url : null;

  return (
    <Stack gap="md">
      {imageUrl && <Image src={imageUrl} alt="" radius="md" mah={220} fit="cover" loading="lazy" />}
      {checkout.products.length > 1 ? (
        <ProductChoice checkout={checkout} onChoose={onChooseProduct} disabled={disabled} />
      ) : (
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.25}>
            {product.name}
          </Title>
          <PriceHeadline product={product} price={price} checkout={checkout} />
        </Stack>
      )}
      {prices.length > 1 && (
        <PriceChoice
          checkout={checkout}
          product={product}
          prices={prices}
          onChoose={onChoosePrice}
          disabled={disabled}
        />
      )}
      {price?.amount_type === "custom" && (
        <AmountInput price={price} value={amount} error={amountError} onChange={onAmountChange} />
      )}
      {product.description && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line" }}>
          {product.description}
        </Text>
      )}
      {product.benefits.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Included
          </Text>
          <List size="sm" spacing={2}>
            {product.benefits.map((b) => (
              <List.Item key={b.id}>{b.description}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

function PriceHeadline({
  product,
  price,
  checkout,
}: {
  product: CheckoutProduct;
  price: ProductPrice | null;
  checkout: Checkout;
}) {
  const suffix = intervalSuffix(
    price?.recurring_interval ?? product.recurring_interval,
    product.recurring_interval_count,
  );
  const headline =
    price?.amount_type === "fixed" || price?.amount_type === "custom"
      ? formatMoney(checkout.amount, checkout.currency)
      : priceLabel(price);
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fz={{ base: 24, sm: 28 }} fw={700} data-testid="price-headline">
        {headline}
      </Text>
      {suffix && price?.amount_type !== "free" && (
        <Text c="dimmed" size="sm">
          {suffix}
        </Text>
      )}
      <Badge variant="light" color={product.is_recurring ? "grape" : "gray"} size="sm">
        {billingLabel(product, price)}
      </Badge>
    </Group>
  );
}

/** Optimistic choice: shows the picked value at once, until the server's answer replaces it. */
function useChoice(current: string | null, onChoose: (id: string) => Promise<unknown>) {
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? current;
  const choose = (id: string) => {
    if (id === selected) return;
    setChosen(id);
    void onChoose(id).finally(() => setChosen(null));
  };
  return { selected, choose };
}

/** A product's prices (e.g. monthly and yearly) to pick from. */
function PriceChoice({
  checkout,
  product,
  prices,
  onChoose,
  disabled,
}: {
  checkout: Checkout;
  product: CheckoutProduct;
  prices: ProductPrice[];
  onChoose: (priceId: string) => Promise<unknown>;
  disabled: boolean;
}) {
  const { selected, choose } = useChoice(checkout.product_price_id, onChoose);
  const interval = (p: ProductPrice) =>
    intervalSuffix(p.recurring_interval ?? product.recurring_interval, product.recurring_interval_count);
  return (
    <Radio.Group label="Pricing" value={selected ?? ""} onChange={choose}>
      <Stack gap={6} mt={6}>
        {prices.map((p) => (
          <Radio
            key={p.id}
            value={p.id}
            disabled={disabled}
            label={`${priceLabel(p)} ${interval(p)}`.trim()}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The checkout's products as radio cards; the choice shows at once and is sent to the server. */
function ProductChoice({
  checkout,
  onChoose,
  disabled,
}: {
  checkout: Checkout;
  onChoose: (productId: string) => Promise<unknown>;
  disabled: boolean;
}) {
  const { selected, choose } = useChoice(checkout.product_id, onChoose);
  return (
    <Radio.Group
      label={
        <Title order={1} fz={{ base: 20, sm: 22 }}>
          Choose a product
        </Title>
      }
      value={selected ?? ""}
      onChange={choose}
    >
      <Stack gap="xs" mt="xs">
        {checkout.products.map((p) => (
          <Radio.Card
            key={p.id}
            value={p.id}
            disabled={disabled}
            p="sm"
            radius="md"
            aria-label={p.name}
            style={{ borderColor: p.id === selected ? "var(--mantine-color-blue-6)" : undefined }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {p.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {productPriceLine(p, checkout.prices)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

function AmountInput({
  price,
  value,
  error,
  onChange,
}: {
  price: ProductPrice & { amount_type: "custom" };
  value: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  const currency = price.price_currency;
  const bounds = [
    price.minimum_amount ? `at least ${formatMoney(price.minimum_amount, currency)}` : null,
    price.maximum_amount != null ? `at most ${formatMoney(price.maximum_amount, currency)}` : null,
  ].filter(Boolean);
  return (
    <TextInput
      label={`Name a fair price (${currency.toUpperCase()})`}
      description={bounds.length ? `Pay ${bounds.join(" and ")}.` : "Pay what you want."}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      inputMode={exponent(currency) ? "decimal" : "numeric"}
      autoComplete="off"
      error={error}
      leftSection={<Text size="sm">{formatMoney(0, currency).replace(/[\d.,\s]/g, "") || "¤"}</Text>}
      maw={260}
    />
  );
}
