import { useEffect, useState } from "react";

export interface PublicConfig {
  app_name: string;
  base_url: string;
  social_providers: string[];
  email_transport: "smtp" | "outbox";
}

async function fetchConfig(): Promise<PublicConfig> {
  const res = await fetch("/api/config");
  if (!res.ok) throw new Error(`Could not load configuration (${res.status})`);
  return res.json();
}

let loaded: PublicConfig | undefined;
let loading: Promise<PublicConfig> | undefined;

/**
 * `/api/config`, fetched once per page load and kept (tried twice, as the app's queries are; a
 * failure is tried again by the next caller). Plain fetch rather than TanStack Query, so the
 * sign-in pages that read it do not load the query library.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  loading ??= fetchConfig()
    .catch(fetchConfig)
    .then(
      (config) => {
        loaded = config;
        return config;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

/** Forgets the configuration (tests). */
export function resetPublicConfig() {
  loaded = undefined;
  loading = undefined;
}

/** The public configuration: undefined until it has arrived (or if it could not be fetched). */
export function usePublicConfig(): { data: PublicConfig | undefined } {
  const [data, setData] = useState(loaded);
  useEffect(() => {
    if (data) return;
    let live = true;
    loadPublicConfig().then(
      (config) => live && setData(config),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [data]);
  return { data };
}
