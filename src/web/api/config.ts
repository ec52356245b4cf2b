import { useQuery } from "@tanstack/react-query";

export interface PublicConfig {
  app_name: string;
  base_url: string;
  social_providers: string[];
  email_transport: "smtp" | "outbox";
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: async (): Promise<PublicConfig> => {
      const res = await fetch("/api/config");
      if (!res.ok) throw new Error(`Could not load configuration (${res.status})`);
      return res.json();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
