import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { COUNTRY_CODES, countryName } from "../../../shared/countries";
import { api, type Organization, unwrap } from "../../api/v1";
import { ErrorAlert } from "../../components/ErrorAlert";
import { Loading } from "../../components/PageState";
import { SectionCard } from "../../components/SectionCard";
import { FormErrors, useFormErrors } from "../catalog/shared/formErrors";
import { catalogKeys } from "../catalog/shared/keys";
import type { ActiveOrg, OrgAccess } from "./types";

type Country = (typeof COUNTRY_CODES)[number];
const countryOf = (code: string | null | undefined): Country | null =>
  (COUNTRY_CODES as readonly string[]).includes(code ?? "") ? (code as Country) : null;

/** The seller's legal name, address and tax id, as invoices and credit notes print them. */
export function InvoiceDetailsSection({ access, org }: { access: OrgAccess; org: ActiveOrg }) {
  const query = useQuery({
    queryKey: [...catalogKeys.organization, org.id],
    queryFn: () => unwrap(api.GET("/v1/organizations/{id}", { params: { path: { id: org.id } } })),
  });
  return (
    <SectionCard
      title="Invoice details"
      description="Your legal name, registered address and tax id (an EU VAT id, for example), printed on every invoice and credit note."
    >
      {query.isPending ? (
        <Loading label="Loading invoice details" />
      ) : query.error ? (
        <ErrorAlert title="Could not load the invoice details">{query.error.message}</ErrorAlert>
      ) : (
        <InvoiceDetailsForm
          key={query.data.modified_at ?? query.data.id}
          org={query.data}
          canUpdate={access.can({ organization: ["update"] })}
        />
      )}
    </SectionCard>
  );
}

function InvoiceDetailsForm({ org, canUpdate }: { org: Organization; canUpdate: boolean }) {
  const details = org.invoice_details;
  const [legalName, setLegalName] = useState(details.legal_name ?? "");
  const [line1, setLine1] = useState(details.address?.line1 ?? "");
  const [line2, setLine2] = useState(details.address?.line2 ?? "");
  const [postalCode, setPostalCode] = useState(details.address?.postal_code ?? "");
  const [city, setCity] = useState(details.address?.city ?? "");
  const [state, setState] = useState((details.address?.state ?? "").replace(/^[A-Z]{2}-/, ""));
  const [country, setCountry] = useState<Country | null>(countryOf(details.address?.country));
  const [taxId, setTaxId] = useState(details.tax_id ?? "");
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const queryClient = useQueryClient();
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((c) => ({ value: c, label: countryName(c) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [],
  );
  const field = (key: string) => form.field(`invoice_details.${key}`);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    const hasAddress = [line1, line2, postalCode, city, state].some((v) => v.trim());
    if ((hasAddress || taxId.trim()) && !country)
      errors["invoice_details.address.country"] = "Choose a country";
    if (!form.validate(errors)) return;
    setSaving(true);
    try {
      await unwrap(
        api.PATCH("/v1/organizations/{id}", {
          params: { path: { id: org.id } },
          body: {
            invoice_details: {
              legal_name: legalName.trim() || null,
              address: country
                ? {
                    line1: line1.trim() || null,
                    line2: line2.trim() || null,
                    postal_code: postalCode.trim() || null,
                    city: city.trim() || null,
                    state: state.trim() || null,
                    country,
                  }
                : null,
              tax_id: taxId.trim() || null,
            },
          },
        }),
      );
      await queryClient.invalidateQueries({ queryKey: catalogKeys.organization });
      notifications.show({ message: "Invoice details saved" });
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Invoice details">
      <Stack gap="sm">
        {!canUpdate && (
          <Text size="sm" c="dimmed">
            Only owners and admins can change these details.
          </Text>
        )}
        <TextInput
          label="Legal name"
          description="As registered, e.g. Acme Tools GmbH."
          value={legalName}
          onChange={(e) => setLegalName(e.currentTarget.value)}
          error={field("legal_name")}
          disabled={!canUpdate}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Address line 1"
            value={line1}
            onChange={(e) => setLine1(e.currentTarget.value)}
            error={field("address.line1")}
            disabled={!canUpdate}
          />
          <TextInput
            label="Address line 2"
            value={line2}
            onChange={(e) => setLine2(e.currentTarget.value)}
            error={field("address.line2")}
            disabled={!canUpdate}
          />
          <TextInput
            label="Postal code"
            value={postalCode}
            onChange={(e) => setPostalCode(e.currentTarget.value)}
            error={field("address.postal_code")}
            disabled={!canUpdate}
          />
          <TextInput
            label="City"
            value={city}
            onChange={(e) => setCity(e.currentTarget.value)}
            error={field("address.city")}
            disabled={!canUpdate}
          />
          <TextInput
            label="State or region"
            description="US states and Canadian provinces by code (NY, QC)."
            value={state}
            onChange={(e) => setState(e.currentTarget.value)}
            error={field("address.state")}
            disabled={!canUpdate}
          />
          <Select
            label="Country"
            data={countries}
            value={country}
            onChange={(v) => setCountry(countryOf(v))}
            searchable
            clearable
            nothingFoundMessage="No such country"
            error={field("address.country")}
            disabled={!canUpdate}
          />
        </SimpleGrid>
        <TextInput
          label="Tax id"
          description="Your VAT id (DE123456789) or other tax number; checked against the country."
          value={taxId}
          onChange={(e) => setTaxId(e.currentTarget.value)}
          error={field("tax_id")}
          disabled={!canUpdate}
        />
        <FormErrors form={form} />
        {canUpdate && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save invoice details
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
