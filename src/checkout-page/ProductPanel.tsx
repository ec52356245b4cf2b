import { useState } from "react";
import { billingLabel, intervalSuffix, livePrices, priceLabel, productPriceLine } from "./format";
import { exponent, formatMoney } from "./money";
import type { Checkout, CheckoutProduct, ProductPrice } from "./types";
import { Badge } from "./ui/controls";
import { Radio, RadioCard, RadioGroup, TextInput } from "./ui/fields";
import { Group, Stack, Text, Title } from "./ui/layout";

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
      {imageUrl && <img className="k-product-image" src={imageUrl} alt="" loading="lazy" />}
      {checkout.products.length > 1 ? (
        <ProductChoice checkout={checkout} onChoose={onChooseProduct} disabled={disabled} />
      ) : (
        <Stack gap={4}>
          <Title order={1} size="headline">
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
          <ul className="k-list">
            {product.benefits.map((b) => (
              <li key={b.id}>{b.description}</li>
            ))}
          </ul>
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
    <Group gap="xs" align="baseline">
      <Text className="k-price" data-testid="price-headline">
        {headline}
      </Text>
      {suffix && price?.amount_type !== "free" && (
        <Text c="dimmed" size="sm">
          {suffix}
        </Text>
      )}
      <Badge color={product.is_recurring ? "grape" : "gray"}>{billingLabel(product, price)}</Badge>
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
    <RadioGroup legend="Pricing">
      {prices.map((p) => (
        <Radio
          key={p.id}
          name="price"
          value={p.id}
          checked={p.id === selected}
          onChoose={choose}
          disabled={disabled}
          label={`${priceLabel(p)} ${interval(p)}`.trim()}
        />
      ))}
    </RadioGroup>
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
    <RadioGroup
      gap={10}
      legend={
        <Title order={1} size="choice">
          Choose a product
        </Title>
      }
    >
      {checkout.products.map((p) => (
        <RadioCard
          key={p.id}
          name="product"
          value={p.id}
          checked={p.id === selected}
          onChoose={choose}
          disabled={disabled}
          aria-label={p.name}
        >
          <Text fw={600} size="sm">
            {p.name}
          </Text>
          <Text size="sm" c="dimmed">
            {productPriceLine(p, checkout.prices)}
          </Text>
        </RadioCard>
      ))}
    </RadioGroup>
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
      leftSection={formatMoney(0, currency).replace(/[\d.,\s]/g, "") || "¤"}
      narrow
    />
  );
}
