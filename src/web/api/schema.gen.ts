/**
 * Generated from Kassa's /v1/openapi.json by `npm run api:generate` (openapi-typescript).
 * Do not edit: change the server's zod route schemas and regenerate.
 */

export interface paths {
    "/v1/organization-access-tokens/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organization access tokens */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Sort by created_at, comment, last_used_at; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "comment" | "-comment" | "last_used_at" | "-last_used_at")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tokens of the organization */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_OrganizationAccessToken_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an organization access token
         * @description The token is in the response only; store it, it cannot be shown again.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizationAccessTokenCreate"];
                };
            };
            responses: {
                /** @description The token and its secret */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrganizationAccessTokenCreateResponse"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organization-access-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an organization access token */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update an organization access token */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizationAccessTokenUpdate"];
                };
            };
            responses: {
                /** @description The token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrganizationAccessToken"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/custom-fields/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List custom fields
         * @description Filter with `query` (name or slug contains) and `type` (repeatable).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by name or slug (contains, case-insensitive). */
                    query?: string;
                    /** @description Filter by type; repeat for several. */
                    type?: components["schemas"]["CustomFieldType"][];
                    /** @description Sort by created_at, slug, name, type; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "slug" | "-slug" | "name" | "-name" | "type" | "-type")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Custom fields */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomField_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a custom field */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomFieldCreate"];
                };
            };
            responses: {
                /** @description The custom field */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomField"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom-fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a custom field */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The custom field */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomField"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a custom field */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a custom field
         * @description `type` is required and must be the field's type; `properties`, when given, replace the old ones.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomFieldUpdate"];
                };
            };
            responses: {
                /** @description The custom field */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomField"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/meters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List meters
         * @description Filter with `query` (name contains), `is_archived` and `metadata[key]=value`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by name (contains, case-insensitive). */
                    query?: string;
                    /** @description Filter on archived meters. */
                    is_archived?: "true" | "false";
                    /** @description Sort by created_at, name; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "name" | "-name")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Meters */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Meter_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a meter */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MeterCreate"];
                };
            };
            responses: {
                /** @description The meter */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Meter"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/meters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a meter */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The meter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Meter"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a meter
         * @description Set `is_archived` to archive a meter (or `false` to restore it). Meters are never deleted.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MeterUpdate"];
                };
            };
            responses: {
                /** @description The meter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Meter"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/meters/{id}/quantities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get meter quantities
         * @description The meter's quantity per `interval` (hour, day, week, month, year) from `start_timestamp` to `end_timestamp`, by event timestamp, in `timezone` (IANA, default UTC; days and longer follow its wall clock across DST changes). Each `timestamp` is a bucket's start (`start_timestamp` truncated to the interval). Filter with `customer_id`, `external_customer_id` and `metadata[key]=value`; `customer_aggregation_function` aggregates per-customer quantities. `total` is the quantity over the whole range. An hour interval spans at most 7 days, a day 366, a week 371, a month 1,460, a year 3,650 (else 422).
         */
        get: {
            parameters: {
                query: {
                    /** @description Start timestamp (from 2023-01-01). */
                    start_timestamp: string;
                    /** @description End timestamp. */
                    end_timestamp: string;
                    /** @description Interval between two timestamps. */
                    interval: components["schemas"]["TimeInterval"];
                    /** @description IANA time zone of the buckets (`Europe/Paris`). Default is UTC. */
                    timezone?: string;
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by external customer ID. */
                    external_customer_id?: string[];
                    /** @description If set, quantities are first computed per customer, then aggregated with this function; otherwise across all events. */
                    customer_aggregation_function?: components["schemas"]["AggregationFunction"];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The meter's quantities */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeterQuantities"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/ingest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ingest events
         * @description All events of a batch are stored, or none (422 naming each bad event's field). An event whose `external_id` the organization already has is skipped and counted in `duplicates`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventsIngest"];
                };
            };
            responses: {
                /** @description How many events were stored and skipped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventsIngestResponse"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Filter with `customer_id`, `external_customer_id`, `name`, `source`, `start_timestamp`, `end_timestamp`, `query` (name contains), `metadata[key]=value`, `filter` (a JSON meter filter), `meter_id` (the events a meter counts), `parent_id` and `depth` (event trees).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Events of these customers (also those sent with the customer's external id). */
                    customer_id?: string[];
                    /** @description Events sent for these external customer ids, or for the customers holding them. */
                    external_customer_id?: string[];
                    /** @description Filter by event name. */
                    name?: string[];
                    /** @description `user` or `system`. */
                    source?: components["schemas"]["EventSource"][];
                    /** @description Events at or after this time. */
                    start_timestamp?: string;
                    /** @description Events at or before this time. */
                    end_timestamp?: string;
                    /** @description Filter by name (contains, case-insensitive). */
                    query?: string;
                    /** @description Events matching a meter filter, as JSON: `{"conjunction":"and","clauses":[{"property":"name","operator":"eq","value":"api.call"}]}`. */
                    filter?: string;
                    /** @description Events the meter counts: user events matching its filter. */
                    meter_id?: string;
                    /** @description The event's direct children; with `depth`, its descendants up to that many levels instead of root events. */
                    parent_id?: string;
                    /** @description Events up to this depth: 0 root events only, 1 roots and their children, … (max 5). Without it, events of any depth. */
                    depth?: number | null;
                    /** @description Sort by timestamp; prefix with - for descending. */
                    sorting?: ("timestamp" | "-timestamp")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Event_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List event names
         * @description Each name and source with its occurrences, first and last time seen.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Events of these customers (also those sent with the customer's external id). */
                    customer_id?: string[];
                    /** @description Events sent for these external customer ids, or for the customers holding them. */
                    external_customer_id?: string[];
                    /** @description `user` or `system`. */
                    source?: components["schemas"]["EventSource"][];
                    /** @description Filter by name (contains, case-insensitive). */
                    query?: string;
                    /** @description Sort by name, occurrences, first_seen, last_seen; prefix with - for descending. */
                    sorting?: ("name" | "-name" | "occurrences" | "-occurrences" | "first_seen" | "-first_seen" | "last_seen" | "-last_seen")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Event names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_EventName_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-meters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer meters
         * @description Filter with `customer_id`, `external_customer_id` and `meter_id`; archived meters are left out unless named by `meter_id`. Balances are running totals read in one indexed query: they reflect every ingest batch counted so far, and each batch is counted by a job right after it commits.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by external customer ID. */
                    external_customer_id?: string[];
                    /** @description Filter by meter ID (archived meters are listed only when named here). */
                    meter_id?: string[];
                    /** @description Sort by created_at, modified_at, customer_id, customer_name, meter_id, meter_name, consumed_units, credited_units, balance; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "modified_at" | "-modified_at" | "customer_id" | "-customer_id" | "customer_name" | "-customer_name" | "meter_id" | "-meter_id" | "meter_name" | "-meter_name" | "consumed_units" | "-consumed_units" | "credited_units" | "-credited_units" | "balance" | "-balance")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Customer meters */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerMeter_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-meters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer meter
         * @description Balances are running totals read in one indexed query: they reflect every ingest batch counted so far, and each batch is counted by a job right after it commits.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer meter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerMeter"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event-types/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List event types
         * @description Event types with their events' `occurrences`, `first_seen` and `last_seen`. Filters: `customer_id`, `external_customer_id`, `query` (name or label contains), `root_events`, `parent_id`, `source`. System event types have no id.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Event types of these customers' events (also those sent with their external id). */
                    customer_id?: string[];
                    /** @description Event types of events sent for these external customer ids, or for their customers. */
                    external_customer_id?: string[];
                    /** @description Name or label contains (case-insensitive). */
                    query?: string;
                    /** @description Only event types with root events (no parent). */
                    root_events?: "true" | "false";
                    /** @description Only event types of this event's children. */
                    parent_id?: string;
                    /** @description `user` or `system`. */
                    source?: components["schemas"]["EventSource"] & unknown;
                    /** @description Sort by name, label, occurrences, first_seen, last_seen; prefix with - for descending. */
                    sorting?: ("name" | "-name" | "label" | "-label" | "occurrences" | "-occurrences" | "first_seen" | "-first_seen" | "last_seen" | "-last_seen")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Event types */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_EventTypeWithStats_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an event type
         * @description Sets `label` and `label_property_selector` (omitted: cleared).
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventTypeUpdate"];
                };
            };
            responses: {
                /** @description The event type */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventType"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/organizations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organizations
         * @description The caller's organization: an access token (or a session) is bound to one organization.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by slug. */
                    slug?: string;
                    /** @description Sort by created_at, slug, name; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "slug" | "-slug" | "name" | "-name")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's organization */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Organization_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an organization
         * @description For a signed-in user (session cookie) only, who becomes its owner; an access token gets 403.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizationCreate"];
                };
            };
            responses: {
                /** @description Organization created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organization"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organization */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organization"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update an organization */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizationUpdate"];
                };
            };
            responses: {
                /** @description Organization updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organization"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Filter with `id`, `query` (name contains), `is_archived`, `is_recurring`, `benefit_id`, `visibility` and `metadata[key]=value`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by product ID (repeatable). */
                    id?: string[];
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by name (contains, case-insensitive). */
                    query?: string;
                    /** @description Filter on archived products. */
                    is_archived?: "true" | "false";
                    /** @description true: subscriptions only; false: one-time products only. */
                    is_recurring?: "true" | "false";
                    /** @description Products granting any of these benefits (repeatable). */
                    benefit_id?: string[];
                    /** @description Filter by visibility (repeatable). */
                    visibility?: components["schemas"]["ProductVisibility"][];
                    /** @description Sort by created_at, name, price_amount_type, price_amount; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "name" | "-name" | "price_amount_type" | "-price_amount_type" | "price_amount" | "-price_amount")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Product_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a product
         * @description A product with its prices; `recurring_interval` null (or absent) makes a one-time product.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductCreate"];
                };
            };
            responses: {
                /** @description The product */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a product */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a product
         * @description `prices` replaces the list: `{id}` keeps a price, omitted prices are archived. `is_archived` archives the product (it stays readable).
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductUpdate"];
                };
            };
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/products/{id}/benefits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the benefits of a product
         * @description Replaces the benefits the product grants with `benefits`, in that order.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductBenefitsUpdate"];
                };
            };
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List files */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    organization_id?: string[];
                    ids?: string[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Files */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_FileRead_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a file upload
         * @description Records the file and starts a multipart upload: PUT each part's bytes to its `url` (with its `headers`), then call `POST /v1/files/{id}/uploaded` with each part's ETag.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FileCreate"];
                };
            };
            responses: {
                /** @description The file and its upload URLs */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileUpload"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/{id}/uploaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a file upload */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FileUploadCompleted"];
                };
            };
            responses: {
                /** @description The uploaded file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRead"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a file */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a file (name, version) */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FilePatch"];
                };
            };
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRead"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/benefits/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List benefits */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    organization_id?: string[];
                    type?: ("custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit")[];
                    id?: string[];
                    exclude_id?: string[];
                    query?: string;
                    /** @description Sort by created_at, description, type, user_order; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "description" | "-description" | "type" | "-type" | "user_order" | "-user_order")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Benefits */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Benefit_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a benefit */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BenefitCreate"];
                };
            };
            responses: {
                /** @description The benefit */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Benefit"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a benefit */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The benefit */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Benefit"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a benefit */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a benefit */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BenefitUpdate"];
                };
            };
            responses: {
                /** @description The benefit */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Benefit"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/benefits/{id}/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the grants of a benefit */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    is_granted?: "true" | "false";
                    customer_id?: string[];
                    member_id?: string[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Grants */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_BenefitGrant_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit-grants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List benefit grants */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    organization_id?: string[];
                    customer_id?: string[];
                    external_customer_id?: string[];
                    benefit_id?: string[];
                    member_id?: string[];
                    is_granted?: "true" | "false";
                    /** @description Sort by created_at, granted_at, revoked_at; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "granted_at" | "-granted_at" | "revoked_at" | "-revoked_at")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Benefit grants */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_BenefitGrant_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit-grants/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a benefit grant (Kassa)
         * @description Runs the grant's job again after its `error` was fixed (an account or a token was missing): grants it, or revokes it if it is being revoked. Not part of Polar's API.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The grant, as it is before the job runs */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BenefitGrant"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit-integrations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List GitHub and Discord integrations (Kassa)
         * @description The credentials github_repository and discord benefits act with. Not part of Polar's API.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Configured integrations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BenefitIntegrationList"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit-integrations/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the GitHub or Discord token (Kassa)
         * @description Stored encrypted; only its last four characters are shown again. Not part of Polar's API.
         */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    provider: "github" | "discord";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BenefitIntegrationSet"];
                };
            };
            responses: {
                /** @description The integration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BenefitIntegration"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        /** Remove the GitHub or Discord token (Kassa) */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    provider: "github" | "discord";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List license keys */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    organization_id?: string[];
                    benefit_id?: string[];
                    status?: components["schemas"]["LicenseKeyStatus"][];
                    /** @description Kassa extension: keys starting with this text (the whole key or its beginning), or ending with the six characters `display_key` shows (`ABC123` or `****-ABC123`); ignoring case. */
                    query?: string;
                    /** @description Kassa extension: sort keys, `-` for descending (default `-created_at`). */
                    sorting?: ("created_at" | "-created_at" | "expires_at" | "-expires_at" | "status" | "-status" | "usage" | "-usage" | "customer" | "-customer")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description License keys */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_LicenseKeyRead_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export license keys as CSV
         * @description Kassa extension: the keys matching the list's filters (`benefit_id`, `status`, `query`), one line per key, oldest first.
         */
        get: {
            parameters: {
                query?: {
                    organization_id?: string[];
                    benefit_id?: string[];
                    status?: components["schemas"]["LicenseKeyStatus"][];
                    /** @description Kassa extension: keys starting with this text (the whole key or its beginning), or ending with the six characters `display_key` shows (`ABC123` or `****-ABC123`); ignoring case. */
                    query?: string;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One line per license key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a license key */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The license key with its activations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyWithActivations"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a license key
         * @description Change its status (revoke, disable, grant again), usage, limits or expiry.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyUpdate"];
                };
            };
            responses: {
                /** @description The license key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyRead"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/license-keys/{id}/activations/{activation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a license key activation */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                    activation_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The activation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyActivationRead"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate a license key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyValidate"];
                };
            };
            responses: {
                /** @description The valid key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidatedLicenseKey"];
                    };
                };
                /** @description Usage limit exceeded */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyUsageExceeded"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a license key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyActivate"];
                };
            };
            responses: {
                /** @description The new activation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyActivationCreated"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a license key activation */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyDeactivate"];
                };
            };
            responses: {
                /** @description Deactivated */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/license-keys/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate a license key (public) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyValidate"];
                };
            };
            responses: {
                /** @description The valid key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidatedLicenseKey"];
                    };
                };
                /** @description Usage limit exceeded */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyUsageExceeded"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description More than 3 requests per second from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "TooManyRequests";
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/license-keys/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a license key (public) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyActivate"];
                };
            };
            responses: {
                /** @description The new activation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyActivationCreated"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description More than 3 requests per second from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "TooManyRequests";
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/license-keys/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a license key activation (public) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyDeactivate"];
                };
            };
            responses: {
                /** @description Deactivated */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description More than 3 requests per second from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "TooManyRequests";
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/discounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List discounts
         * @description Filter with `query` (name or code contains) and `metadata[key]=value`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by name or code (contains, case-insensitive). */
                    query?: string;
                    /** @description Sort by created_at, name, code, redemptions_count, ends_at; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "name" | "-name" | "code" | "-code" | "redemptions_count" | "-redemptions_count" | "ends_at" | "-ends_at")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Discounts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Discount_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a discount
         * @description A fixed amount (`amount` + `currency`, or `amounts`) or a percentage (`basis_points`).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DiscountCreate"];
                };
            };
            responses: {
                /** @description The discount */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Discount"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a discount */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The discount */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Discount"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a discount */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a discount
         * @description Type, amounts and duration cannot change once the discount has been redeemed.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DiscountUpdate"];
                };
            };
            responses: {
                /** @description The discount */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Discount"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Filter with `email` (exact, case-insensitive), `query` (email, name or external ID contains), `active` and `metadata[key]=value`. Deleted customers are not listed.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by exact email (case-insensitive). */
                    email?: string;
                    /** @description Filter by email, name or external ID (contains, case-insensitive). */
                    query?: string;
                    /** @description Customers with (true) or without (false) a trialing, active or past_due subscription. */
                    active?: "true" | "false";
                    /** @description Sort by created_at, email, name; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "email" | "-email" | "name" | "-name")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Customers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Customer_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a customer
         * @description Email and external ID are each unique in the organization. Records `customer.created`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerCreate"];
                };
            };
            responses: {
                /** @description The customer */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export customers as CSV */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One line per live customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/external/{external_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer by external ID */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    /** @description The customer's external ID. */
                    external_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a customer by external ID
         * @description The customer is no longer listed and answers 404; its orders keep it. `anonymize=true` also replaces its personal data. Records `customer.deleted`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Also replace the email, name, billing name, address and tax id by anonymized values. */
                    anonymize?: "true" | "false";
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    /** @description The customer's external ID. */
                    external_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a customer by external ID
         * @description Omitted fields stay as they are. Records `customer.updated`.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    /** @description The customer's external ID. */
                    external_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerUpdateExternalID"];
                };
            };
            responses: {
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customers/external/{external_id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer's state by external ID
         * @description The customer with its active subscriptions, granted benefits and meter balances.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    /** @description The customer's external ID. */
                    external_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerState"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a customer
         * @description The customer is no longer listed and answers 404; its orders keep it. `anonymize=true` also replaces its personal data. Records `customer.deleted`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Also replace the email, name, billing name, address and tax id by anonymized values. */
                    anonymize?: "true" | "false";
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Omitted fields stay as they are; `external_id` can be set once, never changed. Records `customer.updated`.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerUpdate"];
                };
            };
            responses: {
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customers/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer's state
         * @description The customer with its active subscriptions, granted benefits and meter balances.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerState"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-sessions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer session
         * @description A one-hour session for a customer named by `customer_id` or `external_customer_id`. Its `token` authorizes `/v1/customer-portal/*` and `customer_portal_url` opens the portal signed in.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerSessionCreate"];
                };
            };
            responses: {
                /** @description The session */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSession"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customer-session/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a portal sign-in code (public)
         * @description Emails a 6-character code, valid 30 minutes, to the organization's customer with this email. The answer is 202 for any email: it never says whether a customer exists. Limited to 5 requests per email and 30 per address in 10 minutes.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerSessionCodeRequest"];
                };
            };
            responses: {
                /** @description Accepted */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "TooManyRequests";
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customer-session/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a sign-in code for a customer session (public)
         * @description A code signs in once; a wrong or expired code is a 401. Limited to 20 attempts per address in 10 minutes.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerSessionCodeAuthenticateRequest"];
                };
            };
            responses: {
                /** @description The session token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSessionCodeAuthenticateResponse"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "TooManyRequests";
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/organizations/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organization's portal settings (public) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization and its public products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrganizationData"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customer-session/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Introspect the customer session */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerCustomerSession"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customer-session/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in portal user */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PortalAuthenticatedUser"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's subscriptions
         * @description Started subscriptions only. Filter by product, `active` and `query` (product name). Default sorting: `-started_at`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by product ID (repeatable). */
                    product_id?: string[];
                    /** @description true: trialing, active and past_due subscriptions; false: the others. */
                    active?: "true" | "false";
                    /** @description Search by product name. */
                    query?: string;
                    /** @description Sort by started_at, amount, status, organization, product; prefix with - for descending. */
                    sorting?: ("started_at" | "-started_at" | "amount" | "-amount" | "status" | "-status" | "organization" | "-organization" | "product" | "-product")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Subscriptions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerSubscription_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a subscription of the customer */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSubscription"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel a subscription of the customer
         * @description Polar's customer cancel: the subscription ends at the end of the current period (as `{cancel_at_period_end: true}`). Already canceled or ended: 403 `AlreadyCanceledSubscription`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The canceled subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSubscription"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Already canceled or ended */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "AlreadyCanceledSubscription";
                            detail: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a subscription of the customer
         * @description One `CustomerSubscriptionUpdate` variant per request: `{product_id}` changes the plan (403 `UpdateSubscriptionPlanNotAllowed` when the organization's `customer_portal_settings.subscription.update_plan` is off; public, recurring, live products of the organization only; proration as the organization's `proration_behavior`); `{cancel_at_period_end: true, cancellation_reason, cancellation_comment}` cancels at the end of the period; `{cancel_at_period_end: false}` uncancels; `{pending_update: null}` drops a scheduled change. An ended or already canceled subscription is a 403 `AlreadyCanceledSubscription`; a declined charge a 402 `PaymentFailed`; a change while another is being charged a 409 `SubscriptionLocked`.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerSubscriptionUpdate"];
                };
            };
            responses: {
                /** @description The subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSubscription"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description The plan change's charge was declined; nothing changed */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "PaymentFailed";
                            detail: string;
                        };
                    };
                };
                /** @description Already canceled, inactive, plan changes not allowed, or pausing not enabled */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "AlreadyCanceledSubscription";
                            detail: string;
                        } | {
                            /** @enum {string} */
                            error: "InactiveSubscription";
                            detail: string;
                        } | {
                            /** @enum {string} */
                            error: "UpdateSubscriptionPlanNotAllowed";
                            detail: string;
                        } | {
                            /** @enum {string} */
                            error: "PauseResumeNotAllowed";
                            detail: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Another plan change is being charged */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "SubscriptionLocked";
                            detail: string;
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customer-portal/subscriptions/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a plan change (Kassa extension)
         * @description Kassa extension (Polar's portal has no such path). What `PATCH` with `{product_id}` would bill now with the organization's proration behavior, computed by the same code, without changing anything. The same errors as the PATCH (403 `UpdateSubscriptionPlanNotAllowed`, 422 on `query.product_id`).
         */
        get: {
            parameters: {
                query: {
                    /** @description The product to change to. */
                    product_id: string;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The proration preview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionProrationPreview"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description The subscription cannot change plan, or the organization does not let customers change plan */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "AlreadyCanceledSubscription";
                            detail: string;
                        } | {
                            /** @enum {string} */
                            error: "InactiveSubscription";
                            detail: string;
                        } | {
                            /** @enum {string} */
                            error: "UpdateSubscriptionPlanNotAllowed";
                            detail: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in customer */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPortalCustomer"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the signed-in customer's billing details
         * @description Billing name, billing address (cannot be removed once set) and tax id (must match the address's country), and `default_payment_method_id` (one of the saved cards: it then pays the subscriptions, and a past_due renewal is retried with it at once).
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerPortalCustomerUpdate"];
                };
            };
            responses: {
                /** @description Customer updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPortalCustomer"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customer-portal/customers/me/email-update/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change the customer's email
         * @description Emails a one-time link, valid 30 minutes, to the new address. 422 when the address is the current one or another customer's; 403 when the organization does not allow email changes.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerEmailUpdateRequest"];
                };
            };
            responses: {
                /** @description Verification email sent */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/email-update/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check an email-change token (public)
         * @description 204 when the token is a live email-change link, else 401.
         */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Token is valid */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/email-update/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an email change (public)
         * @description Changes the customer's email to the verified address (the token works once) and returns a new customer session token. 401 for a wrong, used or expired token; 422 when another customer took the address meanwhile.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerEmailUpdateVerifyRequest"];
                };
            };
            responses: {
                /** @description Email updated; a new session token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerEmailUpdateVerifyResponse"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's saved payment methods
         * @description Newest first; `is_default` marks the card renewals are charged to.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Saved cards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerPaymentMethod_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a payment method
         * @description Saves the card to the customer (`confirmation_token_id`: a Stripe confirmation token, or with the sandbox processor a card token or a test value such as `pm_card_visa`). With `set_default` (or when there is no default yet) it becomes the default: the subscriptions are charged to it and a past_due renewal is retried with it at once.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerPaymentMethodCreate"];
                };
            };
            responses: {
                /** @description Payment method created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPaymentMethodCreateResponse"];
                    };
                };
                /** @description The processor refused the card */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethodSetupFailed"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/payment-methods/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a payment method set up after authentication
         * @description Saves the payment method the processor set up for the customer (`setup_intent_id`). 403 `CustomerNotReady` before the customer has any payment method at the processor.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerPaymentMethodConfirm"];
                };
            };
            responses: {
                /** @description Payment method created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPaymentMethodCreateResponse"];
                    };
                };
                /** @description The processor refused the payment method */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethodSetupFailed"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Customer is not ready to confirm a payment method */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerNotReady"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a payment method
         * @description A card that pays a live subscription can be deleted only when another card is the default (the subscriptions move to it); otherwise 400 `PaymentMethodInUseByActiveSubscription`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Payment method deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Payment method is still needed to bill a subscription */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethodInUseByActiveSubscription"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's orders
         * @description Filter by product, product billing type, subscription and `query` (product or organization name); sort by created_at, amount, net_amount, product, subscription.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by product id (repeatable). */
                    product_id?: string[];
                    /** @description one_time: orders of one-time products; recurring: orders of subscription products. */
                    product_billing_type?: components["schemas"]["ProductBillingType"][];
                    /** @description Filter by subscription id (repeatable). */
                    subscription_id?: string[];
                    /** @description Search by product or organization name. */
                    query?: string;
                    /** @description Sort by created_at, amount, net_amount, product, subscription; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "amount" | "-amount" | "net_amount" | "-net_amount" | "product" | "-product" | "subscription" | "-subscription")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerOrder_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an order */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrder"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an order's billing details
         * @description Billing name and address shown on the invoice, until the invoice is generated (then a 422 naming the field). The address's country and state cannot change.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerOrderUpdate"];
                };
            };
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrder"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the order's invoice
         * @description A signed download link of the invoice PDF, valid 10 minutes; 404 until it is generated.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice URL */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrderInvoice"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Generate the order's invoice
         * @description Queues the invoice PDF of a paid order that has a billing name and address; fetch it with `GET …/invoice`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accepted */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Order is not eligible for an invoice (not paid) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderNotEligibleForInvoice"];
                    };
                };
                /** @description Order is missing billing name or address */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MissingInvoiceBillingDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the order's receipt
         * @description The receipt of a paid order is its invoice document: a signed download link (200), or 202 while it is being generated (ask again).
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The receipt URL */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrderReceipt"];
                    };
                };
                /** @description Receipt generation in progress */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Order is not paid */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderNotEligibleForInvoice"];
                    };
                };
                /** @description Order is missing billing name or address */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MissingInvoiceBillingDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}/payment-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the order's payment status */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The payment status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrderPaymentStatus"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry the payment of an unpaid renewal
         * @description Charges the unpaid renewal order of a past_due subscription with a saved card (`payment_method_id`) or a new one (`confirmation_token_id`). Paid: the order is paid and the subscription active again. At most 5 manual retries per order (they do not use up the automatic retries).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerOrderConfirmPayment"];
                };
            };
            responses: {
                /** @description The outcome */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrderPaymentConfirmation"];
                    };
                };
                /** @description The processor refused the new card */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethodSetupFailed"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Payment already in progress */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentAlreadyInProgress"];
                    };
                };
                /** @description Order not eligible for retry */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderNotEligibleForRetry"];
                    };
                };
                /** @description Manual retry limit exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ManualRetryLimitExceeded"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the order's credit notes
         * @description One per succeeded refund of the order, newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Credit notes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrderCreditNotes"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/credit-notes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a credit note's PDF
         * @description A signed download link of the credit note PDF, valid 10 minutes.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF URL */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditNotePdf"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/benefit-grants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's benefit grants
         * @description Grants that are not revoked. Filter by benefit description (`query`), `type`, `benefit_id`, `checkout_id`, `order_id`, `subscription_id`, `member_id`. Default sorting: `product_benefit` (the benefit's position on the product), then `-granted_at`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by benefit description. */
                    query?: string;
                    /** @description Filter by benefit type (repeatable). */
                    type?: ("custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit")[];
                    /** @description Filter by benefit id (repeatable). */
                    benefit_id?: string[];
                    /** @description Filter by checkout id (repeatable). */
                    checkout_id?: string[];
                    /** @description Filter by order id (repeatable). */
                    order_id?: string[];
                    /** @description Filter by subscription id (repeatable). */
                    subscription_id?: string[];
                    /** @description Filter by member id (repeatable). */
                    member_id?: string[];
                    /** @description Sort by granted_at, type, organization, product_benefit; prefix with - for descending. */
                    sorting?: ("granted_at" | "-granted_at" | "type" | "-type" | "organization" | "-organization" | "product_benefit" | "-product_benefit")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Benefit grants */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerBenefitGrant_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/benefit-grants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a benefit grant of the customer */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The benefit grant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerBenefitGrant"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a benefit grant of the customer
         * @description `benefit_type` must be the grant's (422). GitHub and Discord grants take `properties.account_id`, an OAuth account of the customer: Kassa customers have none (Kassa links those accounts from the customer's metadata), so it is a 422 on `properties.account_id`. Other types have nothing to update and answer the grant. A grant being revoked is a 403.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerBenefitGrantUpdate"];
                };
            };
            responses: {
                /** @description The benefit grant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerBenefitGrant"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description The grant is being revoked */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "NotPermitted";
                            detail: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customer-portal/license-keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's license keys
         * @description Newest first; filter by `benefit_id`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by a specific benefit. */
                    benefit_id?: string;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description License keys */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_LicenseKeyRead_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/license-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a license key of the customer
         * @description With its current activations.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The license key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyWithActivations"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/downloadables/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's downloadable files
         * @description Every uploaded file of the customer's active downloadables grants, each with `file.download.url`: a signed link valid 10 minutes that checks the grant is still active and redirects to the file.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by benefit ID (repeatable). */
                    benefit_id?: string[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Downloadables */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_DownloadableRead_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/meters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's meters
         * @description Meters not archived (or named by `meter_id`). Default sorting: `created_at`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by meter ID (repeatable). */
                    meter_id?: string[];
                    /** @description Filter by meter name. */
                    query?: string;
                    /** @description Sort by created_at, modified_at, meter_id, meter_name, consumed_units, credited_units, balance; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "modified_at" | "-modified_at" | "meter_id" | "-meter_id" | "meter_name" | "-meter_name" | "consumed_units" | "-consumed_units" | "credited_units" | "-credited_units" | "balance" | "-balance")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Customer meters */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerCustomerMeter_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/meters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a meter of the customer
         * @description `id` is a customer meter id (`CustomerCustomerMeter.id`), not a meter id.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer meter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerCustomerMeter"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tax-rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tax rates
         * @description Kassa extension (not part of Polar's API): the organization's tax rates, used by checkouts. Tax rates are seller settings, so they take the `organizations:read` / `organizations:write` scopes.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by country (repeatable). */
                    country?: ("AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW")[];
                    /** @description Sort by created_at, country, basis_points; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "country" | "-country" | "basis_points" | "-basis_points")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tax rates */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_TaxRate_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a tax rate
         * @description Kassa extension (not part of Polar's API): the organization's tax rates, used by checkouts. Tax rates are seller settings, so they take the `organizations:read` / `organizations:write` scopes. One rate per country, plus one per US state.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TaxRateCreate"];
                };
            };
            responses: {
                /** @description The tax rate */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxRate"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tax-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tax rate
         * @description Kassa extension (not part of Polar's API): the organization's tax rates, used by checkouts. Tax rates are seller settings, so they take the `organizations:read` / `organizations:write` scopes.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tax rate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxRate"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a tax rate
         * @description Kassa extension (not part of Polar's API): the organization's tax rates, used by checkouts. Tax rates are seller settings, so they take the `organizations:read` / `organizations:write` scopes.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a tax rate
         * @description Kassa extension (not part of Polar's API): the organization's tax rates, used by checkouts. Tax rates are seller settings, so they take the `organizations:read` / `organizations:write` scopes. Open checkouts pick up the change the next time they are updated or confirmed.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TaxRateUpdate"];
                };
            };
            responses: {
                /** @description The tax rate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxRate"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/checkouts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List checkout sessions
         * @description Filter by `product_id`, `customer_id`, `external_customer_id`, `status` and `query` (customer email).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by the selected product. */
                    product_id?: string[];
                    /** @description Filter by customer. */
                    customer_id?: string[];
                    /** @description Filter by external customer ID. */
                    external_customer_id?: string[];
                    /** @description Filter by status (repeatable). */
                    status?: ("open" | "expired" | "confirmed" | "succeeded" | "failed")[];
                    /** @description Filter by customer email (contains). */
                    query?: string;
                    /** @description Sort by created_at, expires_at, status, amount; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "expires_at" | "-expires_at" | "status" | "-status" | "amount" | "-amount")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Checkout sessions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Checkout_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a checkout session
         * @description Opens a checkout for `products` (the first is selected), open for 24 hours. Its `url` is the hosted checkout page.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutProductsCreate"];
                };
            };
            responses: {
                /** @description Checkout session created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Checkout"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export checkout sessions as CSV
         * @description Kassa extension: the checkout sessions matching the list's filters, one line per checkout, oldest first; amounts in the currency's major unit.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by the selected product. */
                    product_id?: string[];
                    /** @description Filter by customer. */
                    customer_id?: string[];
                    /** @description Filter by external customer ID. */
                    external_customer_id?: string[];
                    /** @description Filter by status (repeatable). */
                    status?: ("open" | "expired" | "confirmed" | "succeeded" | "failed")[];
                    /** @description Filter by customer email (contains). */
                    query?: string;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One line per checkout */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a checkout session */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Checkout"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a checkout session
         * @description Only an open (or failed) checkout can change: otherwise 403 `NotOpenCheckout`.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutUpdate"];
                };
            };
            responses: {
                /** @description Checkout session updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Checkout"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description The checkout is not open (being paid, paid, expired, or another confirmation won). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutForbiddenError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/checkouts/client/{client_secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a checkout session by client secret */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutPublic"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description The checkout session has expired. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExpiredCheckoutError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a checkout session by client secret
         * @description What the hosted checkout page changes: customer details, product/price, amount, discount code.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutUpdatePublic"];
                };
            };
            responses: {
                /** @description Checkout session updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutPublic"];
                    };
                };
                /** @description The checkout is not open (being paid, paid, expired, or another confirmation won). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutForbiddenError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description The checkout session has expired. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExpiredCheckoutError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/checkouts/client/{client_secret}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a checkout session by client secret
         * @description Takes the payment with `confirmation_token_id` and, once paid, creates the order and grants the benefits. The answer's `status` is Polar's literal `confirmed`; a 200 means the order exists (the checkout reads `succeeded`).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutConfirmStripe"];
                };
            };
            responses: {
                /** @description Checkout session confirmed and paid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutPublicConfirmed"];
                    };
                };
                /** @description The payment failed; `detail` is the reason to show the customer. The checkout can be confirmed again. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description The checkout is not open (being paid, paid, expired, or another confirmation won). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutForbiddenError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description The checkout session has expired. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExpiredCheckoutError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/client/{client_secret}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a succeeded checkout delivered (Kassa)
         * @description Kassa extension for the confirmation page: the purchase's benefits as they are granted (poll while `complete` is false), with each license key, signed download links and the seller's customer portal. Answers for one hour after the purchase.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What the purchase delivered */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutDelivery"];
                    };
                };
                /** @description The checkout has not succeeded (yet), or (customer-session) the buyer must sign in by email. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutNotSucceededError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description The checkout expired unpaid (`ExpiredCheckoutError`), or the purchase is more than an hour old (`DeliveryExpired`). */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutDeliveryGoneError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/client/{client_secret}/customer-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the buyer in to the customer portal (Kassa)
         * @description Kassa extension: a one-hour customer session for the checkout's customer and the portal URL that opens signed in, within an hour of the purchase. Refused (403 `NotPermitted`) when the checkout was linked to an existing customer by the email typed: that buyer signs in to the portal by email.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Customer session created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutCustomerSession"];
                    };
                };
                /** @description The checkout has not succeeded (yet), or (customer-session) the buyer must sign in by email. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutNotSucceededError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description The checkout expired unpaid (`ExpiredCheckoutError`), or the purchase is more than an hour old (`DeliveryExpired`). */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutDeliveryGoneError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout-links/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List checkout links */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Links offering any of these products. */
                    product_id?: string[];
                    /** @description Sort by created_at, label, success_url, allow_discount_codes; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "label" | "-label" | "success_url" | "-success_url" | "allow_discount_codes" | "-allow_discount_codes")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Checkout links */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CheckoutLink_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a checkout link
         * @description A shareable address (`url`) that opens a fresh checkout for its products at each visit.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutLinkCreate"];
                };
            };
            responses: {
                /** @description Checkout link created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutLink"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a checkout link */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout link */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutLink"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a checkout link */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Checkout link deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a checkout link */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutLinkUpdate"];
                };
            };
            responses: {
                /** @description Checkout link updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutLink"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/checkout-links/{client_secret}/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a checkout from a link
         * @description Public (no credential): creates a fresh checkout for the link's products and redirects (302) to its hosted page. Prefills from the query: `customer_email`, `customer_name`, `discount_code`, `amount`, `embed_origin`; `reference_id` and `utm_*` go to the checkout's metadata.
         */
        get: {
            parameters: {
                query?: {
                    customer_email?: string;
                    customer_name?: string;
                    discount_code?: string;
                    amount?: string;
                    reference_id?: string;
                    embed_origin?: string;
                    utm_source?: string;
                    utm_medium?: string;
                    utm_campaign?: string;
                    utm_content?: string;
                    utm_term?: string;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirect to the new checkout's hosted page (`Location`). */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Filter by customer, product, billing type, discount, subscription, checkout, status, creation date and `metadata[key]=value`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization id (repeatable). */
                    organization_id?: string[];
                    /** @description Filter by product id (repeatable). */
                    product_id?: string[];
                    /** @description Filter by order status (repeatable). */
                    status?: components["schemas"]["OrderStatus"][];
                    /** @description Only orders created after this instant. */
                    created_after?: string;
                    /** @description Only orders created before this instant. */
                    created_before?: string;
                    /** @description Filter by customer id (repeatable). */
                    customer_id?: string[];
                    /** @description Kassa extension: orders whose customer's email or name, or whose invoice number, contains this text (ignoring case). */
                    query?: string;
                    /** @description Filter by the customer's external id (repeatable). */
                    external_customer_id?: string[];
                    /** @description one_time: orders of one-time products; recurring: orders of subscription products. */
                    product_billing_type?: components["schemas"]["ProductBillingType"][];
                    /** @description Filter by discount id (repeatable). */
                    discount_id?: string[];
                    /** @description Filter by subscription id (repeatable). */
                    subscription_id?: string[];
                    /** @description Filter by checkout id (repeatable). */
                    checkout_id?: string[];
                    /** @description Sort by created_at, status, invoice_number, amount, net_amount, customer, product, discount, subscription; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "status" | "-status" | "invoice_number" | "-invoice_number" | "amount" | "-amount" | "net_amount" | "-net_amount" | "customer" | "-customer" | "product" | "-product" | "discount" | "-discount" | "subscription" | "-subscription")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Order_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export orders as CSV
         * @description Amounts in the currency's major unit; dates in `timezone` (default UTC).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization id (repeatable). */
                    organization_id?: string[];
                    /** @description Filter by product id (repeatable). */
                    product_id?: string[];
                    /** @description Filter by order status (repeatable). */
                    status?: components["schemas"]["OrderStatus"][];
                    /** @description Only orders created after this instant. */
                    created_after?: string;
                    /** @description Only orders created before this instant. */
                    created_before?: string;
                    /** @description Filter by customer id (repeatable). */
                    customer_id?: string[];
                    /** @description Kassa extension: orders whose customer's email or name, or whose invoice number, contains this text (ignoring case). */
                    query?: string;
                    /** @description Time zone the dates of the CSV are written in. */
                    timezone?: string;
                    /** @description Columns to include, in this order (default: all). */
                    columns?: ("email" | "created_at" | "product" | "net_amount" | "currency" | "status" | "invoice_number" | "customer_name" | "billing_name" | "billing_country" | "subtotal_amount" | "discount_amount" | "tax_amount" | "total_amount" | "refunded_amount" | "billing_reason")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One line per order, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an order */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an order
         * @description Billing name and address shown on the invoice. They cannot change once the invoice is generated, nor can the country and state of an address the order already has.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrderUpdate"];
                };
            };
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the order's invoice
         * @description A download URL of the invoice PDF, valid for 10 minutes; 404 until it is generated.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice URL */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderInvoice"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Generate the order's invoice
         * @description Queues the rendering of the invoice PDF (a paid order with a billing name and address). Asking again renders it again, with the refunds made since.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Generation queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceGenerationAccepted"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Not paid, or missing billing name or address */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MissingInvoiceBillingDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-notes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List credit notes
         * @description Newest first; filter by order or customer.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by order. */
                    order_id?: string;
                    /** @description Filter by customer. */
                    customer_id?: string;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Credit notes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CreditNote_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a credit note */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The credit note */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditNote"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-notes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a credit note's PDF
         * @description A signed download link of the credit note PDF, valid 10 minutes (as `GET /v1/orders/{id}/invoice`).
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF URL */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditNotePdf"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refunds/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List refunds */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by id (repeatable). */
                    id?: string[];
                    /** @description Filter by organization id (repeatable). */
                    organization_id?: string[];
                    /** @description Filter by order id (repeatable). */
                    order_id?: string[];
                    /** @description Filter by subscription id (repeatable). */
                    subscription_id?: string[];
                    /** @description Filter by customer id (repeatable). */
                    customer_id?: string[];
                    /** @description Filter by the customer's external id (repeatable). */
                    external_customer_id?: string[];
                    /** @description true: succeeded refunds only; false: the others. */
                    succeeded?: "true" | "false";
                    /** @description Sort by created_at, amount; prefix with - for descending. */
                    sorting?: ("created_at" | "-created_at" | "amount" | "-amount")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refunds */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Refund_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a refund
         * @description Refunds `amount` (before tax) of a paid order plus its share of the order's tax, through the order's payment processor. 422 naming `amount` above what is left to refund, naming `order_id` for an unknown, unpaid or free order; 403 `RefundedAlready` for a fully refunded one.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RefundCreate"];
                };
            };
            responses: {
                /** @description The refund */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Refund"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description The order is already fully refunded (or the credential lacks the scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RefundedAlready"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions
         * @description Filter by product, customer, external customer id, discount, status, `active`, `cancel_at_period_end`, cancellation reason and date, start date and `metadata[key]=value`. Default sorting: `-started_at`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization id (repeatable). */
                    organization_id?: string[];
                    /** @description Filter by product id (repeatable). */
                    product_id?: string[];
                    /** @description Filter by customer id (repeatable). */
                    customer_id?: string[];
                    /** @description Filter by the customer's external id (repeatable). */
                    external_customer_id?: string[];
                    /** @description Filter by discount id (repeatable). */
                    discount_id?: string[];
                    /** @description Filter by status (repeatable). */
                    status?: components["schemas"]["SubscriptionStatus"][];
                    /** @description true: trialing, active and past_due subscriptions; false: the others. */
                    active?: "true" | "false";
                    /** @description Filter on subscriptions set to cancel. */
                    cancel_at_period_end?: "true" | "false";
                    /** @description Filter by the customer's cancellation reason (repeatable). */
                    customer_cancellation_reason?: components["schemas"]["CustomerCancellationReason"][];
                    /** @description Only subscriptions canceled after this instant. */
                    canceled_at_after?: string;
                    /** @description Only subscriptions canceled before this instant. */
                    canceled_at_before?: string;
                    /** @description Only subscriptions started after this instant. */
                    started_after?: string;
                    /** @description Only subscriptions started before this instant. */
                    started_before?: string;
                    /** @description Kassa extension: subscriptions whose customer's email or name contains this text (ignoring case). */
                    query?: string;
                    /** @description Sort by customer, status, started_at, current_period_end, ended_at, ends_at, amount, product, discount; prefix with - for descending. */
                    sorting?: ("customer" | "-customer" | "status" | "-status" | "started_at" | "-started_at" | "current_period_end" | "-current_period_end" | "ended_at" | "-ended_at" | "ends_at" | "-ends_at" | "amount" | "-amount" | "product" | "-product" | "discount" | "-discount")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Subscriptions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Subscription_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a subscription
         * @description Subscribes an existing customer (`customer_id` or `external_customer_id`) to a free recurring product (free price, or a custom price with a minimum of 0). No order and no email; the benefits are granted. Paid products go through a checkout (422 on `product_id`).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SubscriptionCreate"];
                };
            };
            responses: {
                /** @description The subscription */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export subscriptions as CSV
         * @description Oldest first. Amounts in the currency's major unit; dates in `timezone` (default UTC).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization id (repeatable). */
                    organization_id?: string[];
                    /** @description Filter by product id (repeatable). */
                    product_id?: string[];
                    /** @description Filter by status (repeatable). */
                    status?: components["schemas"]["SubscriptionStatus"][];
                    /** @description Filter on subscriptions set to cancel. */
                    cancel_at_period_end?: "true" | "false";
                    /** @description Only subscriptions started after this instant. */
                    started_after?: string;
                    /** @description Only subscriptions started before this instant. */
                    started_before?: string;
                    /** @description Filter by customer id (repeatable). */
                    customer_id?: string[];
                    /** @description true: trialing, active and past_due subscriptions; false: the others. */
                    active?: "true" | "false";
                    /** @description Kassa extension: subscriptions whose customer's email or name contains this text (ignoring case). */
                    query?: string;
                    /** @description Time zone the dates of the CSV are written in. */
                    timezone?: string;
                    /** @description Columns to include, in this order (default: email, started_at, product, amount, currency, status, recurring_interval). */
                    columns?: ("email" | "started_at" | "product" | "amount" | "currency" | "status" | "recurring_interval" | "customer_name" | "billing_name" | "billing_country" | "net_amount" | "discount" | "seats" | "current_period_start" | "current_period_end" | "cancel_at_period_end" | "canceled_at" | "ends_at" | "ended_at" | "cancellation_reason" | "trial_start" | "trial_end")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One line per subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a subscription */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Revoke a subscription
         * @description Ends the subscription now and revokes its benefits; answers the subscription.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The revoked subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a subscription
         * @description One `SubscriptionUpdate` variant per request: `{cancel_at_period_end: true|false}` cancels at the end of the period or withdraws that; `{revoke: true}` ends it now and revokes its benefits; `{product_id, proration_behavior}` changes the plan (invoice, prorate or next_period); `{discount_id}` and/or `{metadata}`; `{trial_end}` sets, extends or ends a trial; `{pending_update: null}` drops a scheduled change. An ended subscription is a 403 `AlreadyCanceledSubscription`; a declined plan-change charge a 402 `PaymentFailed` (nothing changed); a plan change while another is being charged a 409 `SubscriptionLocked`.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SubscriptionUpdate"];
                };
            };
            responses: {
                /** @description The subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description The plan change's charge was declined (`PaymentFailed`); nothing changed */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentFailed"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Another plan change is being charged (`SubscriptionLocked`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionLocked"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/subscriptions/{id}/proration-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a plan change
         * @description Kassa extension. What `PATCH /v1/subscriptions/{id}` with `product_id` (and `proration_behavior`) would bill now, computed by the same code, without changing anything. Same validation errors as the PATCH (on `query.product_id`).
         */
        get: {
            parameters: {
                query: {
                    /** @description The product to change to. */
                    product_id: string;
                    /** @description Default: the organization's `subscription_settings.proration_behavior`. */
                    proration_behavior?: components["schemas"]["SubscriptionProrationBehavior"] & unknown;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The proration preview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionProrationPreview"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-clocks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test clocks
         * @description The organization's test clocks, newest first. Kassa extension (Stripe's test clocks): only in test mode — the sandbox processor or a Stripe test key; with a live key every test-clock route answers 403.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Test clocks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_TestClock_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a test clock
         * @description A clock frozen at `frozen_time` (default now, at most one year in the past). Attach customers to it, then advance it. Kassa extension (Stripe's test clocks): only in test mode — the sandbox processor or a Stripe test key; with a live key every test-clock route answers 403.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TestClockCreate"];
                };
            };
            responses: {
                /** @description The clock */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestClock"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-clocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a test clock
         * @description Poll it while `status` is `advancing`. Kassa extension (Stripe's test clocks): only in test mode — the sandbox processor or a Stripe test key; with a live key every test-clock route answers 403.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The clock */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestClock"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a test clock
         * @description Deletes the clock and its customers (as Stripe does): their subscriptions end and their benefits are revoked. Kassa extension (Stripe's test clocks): only in test mode — the sandbox processor or a Stripe test key; with a live key every test-clock route answers 403.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-clocks/{id}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a customer to a test clock
         * @description The customer and their subscriptions that have not ended move to the clock: they renew only when it advances, and changes to them happen at its time. A customer on another clock is a 422; a clock that is advancing a 409. Kassa extension (Stripe's test clocks): only in test mode — the sandbox processor or a Stripe test key; with a live key every test-clock route answers 403.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TestClockAttachCustomer"];
                };
            };
            responses: {
                /** @description The clock */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestClock"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description The clock is advancing */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestClockAdvancing"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-clocks/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance a test clock
         * @description Moves the clock to `frozen_time` (after its current time, at most two years ahead) in the background: renewals, trial ends and cancellations due on the way run in order, each at its own instant. Answers at once with `status: advancing`; poll the clock until it is `ready`. Kassa extension (Stripe's test clocks): only in test mode — the sandbox processor or a Stripe test key; with a live key every test-clock route answers 403.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TestClockAdvance"];
                };
            };
            responses: {
                /** @description The clock, advancing */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestClock"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description The clock is advancing */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestClockAdvancing"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a subscription's events
         * @description Kassa extension. The webhook events about the subscription and about its orders, newest first (`subscription.created`, `order.paid`, `subscription.canceled`, …), as they were delivered.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Events, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_SubscriptionTimelineEvent_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Webhook endpoints, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_WebhookEndpoint_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Kassa generates the signing secret (`whsec_…`). `api_version` defaults to the request's Polar-Version (2026-04 without the header). The URL must be https:// and must not name a local host or a private IP address unless the operator set WEBHOOKS_ALLOW_PRIVATE=true; host names are resolved and checked at delivery time.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreate"];
                };
            };
            responses: {
                /** @description The endpoint, with its secret */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook endpoint */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Fields left out (or null) are unchanged. Setting `enabled: true` on a disabled endpoint clears its failure count.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookEndpointUpdate"];
                };
            };
            responses: {
                /** @description The endpoint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/webhooks/endpoints/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reset a webhook endpoint's secret
         * @description Generates a new secret; every delivery from now on is signed with it.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoint with its new secret */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/webhooks/endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to a webhook endpoint (Kassa)
         * @description Kassa's addition to Polar's API: delivers one `organization.updated` event with the organization as it is now to this endpoint only, through the normal queue, signing and delivery log.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The test event is queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookTestEvent"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook deliveries
         * @description Every attempt to deliver an event to an endpoint, newest first, with status code, response excerpt and the event.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Filter by webhook endpoint ID (repeatable). */
                    endpoint_id?: string[];
                    /** @description Deliveries attempted at or after this time. */
                    start_timestamp?: string;
                    /** @description Deliveries attempted before this time. */
                    end_timestamp?: string;
                    /** @description Filter on success. */
                    succeeded?: boolean;
                    /** @description Text in the response excerpt or error, or an event or delivery id. */
                    query?: string;
                    /** @description Filter by HTTP status class. */
                    http_code_class?: "2xx" | "3xx" | "4xx" | "5xx";
                    /** @description Filter by event type (repeatable). */
                    event_type?: ("checkout.created" | "checkout.updated" | "checkout.expired" | "customer.created" | "customer.updated" | "customer.deleted" | "customer.state_changed" | "customer_seat.assigned" | "customer_seat.claimed" | "customer_seat.revoked" | "member.created" | "member.updated" | "member.deleted" | "order.created" | "order.updated" | "order.paid" | "order.refunded" | "subscription.created" | "subscription.updated" | "subscription.active" | "subscription.canceled" | "subscription.uncanceled" | "subscription.revoked" | "subscription.past_due" | "refund.created" | "refund.updated" | "product.created" | "product.updated" | "benefit.created" | "benefit.updated" | "benefit_grant.created" | "benefit_grant.cycled" | "benefit_grant.updated" | "benefit_grant.revoked" | "organization.updated" | "subscription.cycled" | "subscription.paused" | "subscription.resumed" | "discount.created" | "discount.updated" | "discount.deleted")[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Delivery attempts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_WebhookDelivery_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver a webhook event
         * @description Sends the event again, with the same `webhook-id`, to every enabled endpoint it was delivered to. Archived events (older than 90 days) cannot be redelivered.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redelivery scheduled */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List endpoints with pending deliveries (Kassa)
         * @description Kassa extension: for each endpoint that has deliveries waiting, how many and when the oldest one's event happened (oldest first).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                    /** @description Only these endpoints (repeatable). */
                    endpoint_id?: string[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pending counts per endpoint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_WebhookQueueSummary_"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/endpoints/{id}/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint's pending queue (Kassa)
         * @description Kassa extension: deliveries to an endpoint go out one at a time in event order, so a failing one holds the later ones back until it succeeds or is given up. Answers that head delivery (attempts, last status or error, next attempt time) and the deliveries waiting behind it, a page at a time.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Size of a page, 1 to 100 (larger values are clamped). */
                    limit?: number;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pending queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpointQueue"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/endpoints/{id}/queue/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt the blocking delivery now (Kassa)
         * @description Kassa extension: makes the head delivery due now instead of at its retry time and wakes the queue; the attempt counts like any other. Refused (409) while a worker is sending it.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["WebhookQueueAction"];
                };
            };
            responses: {
                /** @description The attempt is queued; the queue as it is now */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpointQueue"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Nothing changed: the queue is empty (`WebhookQueueEmpty`), a worker is sending the head right now (`WebhookDeliveryInProgress`), another delivery is the head by now (`WebhookQueueMovedOn`), or the endpoint is disabled (`WebhookEndpointDisabled`, retry only). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookQueueConflict"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/endpoints/{id}/queue/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Skip the blocking delivery (Kassa)
         * @description Kassa extension: gives the head delivery up now, recorded as skipped by the seller, so the deliveries behind it go out. It does not count toward disabling the endpoint and can be sent again with `POST /v1/webhooks/events/{id}/redeliver`. Refused (409) while a worker is sending it.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["WebhookQueueAction"];
                };
            };
            responses: {
                /** @description The queue after the skip */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpointQueue"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Nothing changed: the queue is empty (`WebhookQueueEmpty`), a worker is sending the head right now (`WebhookDeliveryInProgress`), another delivery is the head by now (`WebhookQueueMovedOn`), or the endpoint is disabled (`WebhookEndpointDisabled`, retry only). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookQueueConflict"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get metrics
         * @description Metrics of your orders, subscriptions and checkouts per period. Amounts are in the currency's minor unit (cents), in one currency (`currency`, default that of the latest paid order): amounts in other currencies are left out, never converted or summed. See docs/metrics.md.
         */
        get: {
            parameters: {
                query: {
                    /** @description Start date (included), in `timezone`. */
                    start_date: string;
                    /** @description End date (included), in `timezone`. */
                    end_date: string;
                    /** @description Length of one period. */
                    interval: "hour" | "day" | "week" | "month" | "year";
                    /** @description IANA time zone the periods follow (default UTC). */
                    timezone?: string;
                    /** @description Filter by organization id (repeatable). */
                    organization_id?: string[];
                    /** @description Filter by product id (repeatable). */
                    product_id?: string[];
                    /** @description Only one-time purchases, or only recurring (subscription) revenue (repeatable). */
                    billing_type?: ("one_time" | "recurring")[];
                    /** @description Filter by customer id (repeatable). */
                    customer_id?: string[];
                    /** @description Metric slugs to compute (repeatable; default: all). */
                    metrics?: string[];
                    /** @description Kassa: the currency of the figures (default: the currency of the latest paid order, else usd). Amounts in other currencies are left out, never converted or added up. */
                    currency?: string;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Periods, totals and the metrics' definitions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricsResponse"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export metrics as CSV
         * @description The same query as `GET /v1/metrics/`: one row per period, a column per metric.
         */
        get: {
            parameters: {
                query: {
                    /** @description Start date (included), in `timezone`. */
                    start_date: string;
                    /** @description End date (included), in `timezone`. */
                    end_date: string;
                    /** @description Length of one period. */
                    interval: "hour" | "day" | "week" | "month" | "year";
                    /** @description IANA time zone the periods follow (default UTC). */
                    timezone?: string;
                    /** @description Filter by organization id (repeatable). */
                    organization_id?: string[];
                    /** @description Filter by product id (repeatable). */
                    product_id?: string[];
                    /** @description Only one-time purchases, or only recurring (subscription) revenue (repeatable). */
                    billing_type?: ("one_time" | "recurring")[];
                    /** @description Filter by customer id (repeatable). */
                    customer_id?: string[];
                    /** @description Metric slugs to compute (repeatable; default: all). */
                    metrics?: string[];
                    /** @description Kassa: the currency of the figures (default: the currency of the latest paid order, else usd). Amounts in other currencies are left out, never converted or added up. */
                    currency?: string;
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One line per period */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get metrics limits
         * @description The earliest date and, per interval, the shortest and longest range (in days).
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The limits */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricsLimits"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/dashboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List metric dashboards */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization id (repeatable). */
                    organization_id?: string[];
                };
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dashboards, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricDashboardSchema"][];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a metric dashboard */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MetricDashboardCreate"];
                };
            };
            responses: {
                /** @description The dashboard */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricDashboardSchema"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/dashboards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a metric dashboard */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dashboard */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricDashboardSchema"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a metric dashboard */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a metric dashboard */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
                    "Polar-Version"?: components["parameters"]["PolarVersion"];
                    /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
                    "Polar-Organization"?: components["parameters"]["PolarOrganization"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MetricDashboardUpdate"];
                };
            };
            responses: {
                /** @description The dashboard */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricDashboardSchema"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description Not permitted (missing scope) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotPermitted"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceNotFound"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ListResource_OrganizationAccessToken_: {
            items: components["schemas"]["OrganizationAccessToken"][];
            pagination: components["schemas"]["Pagination"];
        };
        OrganizationAccessToken: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            scopes: components["schemas"]["AvailableScope"][];
            /** Format: date-time */
            expires_at: string | null;
            comment: string;
            /** Format: date-time */
            last_used_at: string | null;
            organization_id: string;
        };
        /** @enum {string} */
        AvailableScope: "organizations:read" | "organizations:write" | "custom_fields:read" | "custom_fields:write" | "discounts:read" | "discounts:write" | "checkout_links:read" | "checkout_links:write" | "checkouts:read" | "checkouts:write" | "products:read" | "products:write" | "benefits:read" | "benefits:write" | "events:read" | "events:write" | "meters:read" | "meters:write" | "files:read" | "files:write" | "subscriptions:read" | "subscriptions:write" | "customers:read" | "customers:write" | "customer_meters:read" | "customer_sessions:write" | "orders:read" | "orders:write" | "refunds:read" | "refunds:write" | "payments:read" | "metrics:read" | "metrics:write" | "webhooks:read" | "webhooks:write" | "license_keys:read" | "license_keys:write" | "organization_access_tokens:read" | "organization_access_tokens:write";
        Pagination: {
            total_count: number;
            max_page: number;
        };
        Unauthorized: {
            /** @enum {string} */
            error: "Unauthorized";
            detail: string;
        };
        NotPermitted: {
            /** @enum {string} */
            error: "NotPermitted";
            detail: string;
        };
        HTTPValidationError: {
            detail: components["schemas"]["ValidationError"][];
        };
        ValidationError: {
            loc: (string | number)[];
            msg: string;
            type: string;
            input?: unknown;
        };
        OrganizationAccessTokenCreateResponse: {
            organization_access_token: components["schemas"]["OrganizationAccessToken"];
            token: string;
        };
        OrganizationAccessTokenCreate: {
            organization_id?: string | null;
            comment: string;
            /** @description ISO 8601 duration (P30D) or seconds; null for a token that never expires. */
            expires_in?: string | null;
            scopes: components["schemas"]["AvailableScope"][];
        };
        ResourceNotFound: {
            /** @enum {string} */
            error: "ResourceNotFound";
            detail: string;
        };
        OrganizationAccessTokenUpdate: {
            comment?: string | null;
            scopes?: components["schemas"]["AvailableScope"][] | null;
        };
        ListResource_CustomField_: {
            items: components["schemas"]["CustomField"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomField: components["schemas"]["CustomFieldText"] | components["schemas"]["CustomFieldNumber"] | components["schemas"]["CustomFieldDate"] | components["schemas"]["CustomFieldCheckbox"] | components["schemas"]["CustomFieldSelect"];
        CustomFieldText: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            slug: string;
            name: string;
            organization_id: string;
            properties: components["schemas"]["CustomFieldTextProperties"];
        };
        Metadata: {
            [key: string]: string | number | boolean;
        };
        CustomFieldTextProperties: {
            form_label?: string;
            form_help_text?: string;
            form_placeholder?: string;
            textarea?: boolean;
            min_length?: number;
            max_length?: number;
        };
        CustomFieldNumber: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "number";
            slug: string;
            name: string;
            organization_id: string;
            properties: components["schemas"]["CustomFieldNumberProperties"];
        };
        CustomFieldNumberProperties: {
            form_label?: string;
            form_help_text?: string;
            form_placeholder?: string;
            ge?: number;
            le?: number;
        };
        CustomFieldDate: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "date";
            slug: string;
            name: string;
            organization_id: string;
            properties: components["schemas"]["CustomFieldDateProperties"];
        };
        CustomFieldDateProperties: {
            form_label?: string;
            form_help_text?: string;
            form_placeholder?: string;
            /** @description Earliest date allowed, as a Unix timestamp in seconds. */
            ge?: number;
            /** @description Latest date allowed, as a Unix timestamp in seconds. */
            le?: number;
        };
        CustomFieldCheckbox: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "checkbox";
            slug: string;
            name: string;
            organization_id: string;
            properties: components["schemas"]["CustomFieldCheckboxProperties"];
        };
        CustomFieldCheckboxProperties: {
            form_label?: string;
            form_help_text?: string;
            form_placeholder?: string;
        };
        CustomFieldSelect: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "select";
            slug: string;
            name: string;
            organization_id: string;
            properties: components["schemas"]["CustomFieldSelectProperties"];
        };
        CustomFieldSelectProperties: {
            form_label?: string;
            form_help_text?: string;
            form_placeholder?: string;
            options: components["schemas"]["CustomFieldSelectOption"][];
        };
        CustomFieldSelectOption: {
            value: string;
            label: string;
        };
        /** @enum {string} */
        CustomFieldType: "text" | "number" | "date" | "checkbox" | "select";
        CustomFieldCreate: components["schemas"]["CustomFieldCreateText"] | components["schemas"]["CustomFieldCreateNumber"] | components["schemas"]["CustomFieldCreateDate"] | components["schemas"]["CustomFieldCreateCheckbox"] | components["schemas"]["CustomFieldCreateSelect"];
        CustomFieldCreateText: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            slug: string;
            name: string;
            properties: components["schemas"]["CustomFieldTextProperties"];
            metadata?: components["schemas"]["Metadata"];
            organization_id?: string | null;
        };
        CustomFieldCreateNumber: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "number";
            slug: string;
            name: string;
            properties: components["schemas"]["CustomFieldNumberProperties"];
            metadata?: components["schemas"]["Metadata"];
            organization_id?: string | null;
        };
        CustomFieldCreateDate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "date";
            slug: string;
            name: string;
            properties: components["schemas"]["CustomFieldDateProperties"];
            metadata?: components["schemas"]["Metadata"];
            organization_id?: string | null;
        };
        CustomFieldCreateCheckbox: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "checkbox";
            slug: string;
            name: string;
            properties: components["schemas"]["CustomFieldCheckboxProperties"];
            metadata?: components["schemas"]["Metadata"];
            organization_id?: string | null;
        };
        CustomFieldCreateSelect: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "select";
            slug: string;
            name: string;
            properties: components["schemas"]["CustomFieldSelectProperties"];
            metadata?: components["schemas"]["Metadata"];
            organization_id?: string | null;
        };
        CustomFieldUpdate: components["schemas"]["CustomFieldUpdateText"] | components["schemas"]["CustomFieldUpdateNumber"] | components["schemas"]["CustomFieldUpdateDate"] | components["schemas"]["CustomFieldUpdateCheckbox"] | components["schemas"]["CustomFieldUpdateSelect"];
        CustomFieldUpdateText: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            slug?: string | null;
            name?: string | null;
            properties?: components["schemas"]["CustomFieldTextProperties"] | null;
            metadata?: components["schemas"]["Metadata"];
        };
        CustomFieldUpdateNumber: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "number";
            slug?: string | null;
            name?: string | null;
            properties?: components["schemas"]["CustomFieldNumberProperties"] | null;
            metadata?: components["schemas"]["Metadata"];
        };
        CustomFieldUpdateDate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "date";
            slug?: string | null;
            name?: string | null;
            properties?: components["schemas"]["CustomFieldDateProperties"] | null;
            metadata?: components["schemas"]["Metadata"];
        };
        CustomFieldUpdateCheckbox: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "checkbox";
            slug?: string | null;
            name?: string | null;
            properties?: components["schemas"]["CustomFieldCheckboxProperties"] | null;
            metadata?: components["schemas"]["Metadata"];
        };
        CustomFieldUpdateSelect: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "select";
            slug?: string | null;
            name?: string | null;
            properties?: components["schemas"]["CustomFieldSelectProperties"] | null;
            metadata?: components["schemas"]["Metadata"];
        };
        ListResource_Meter_: {
            items: components["schemas"]["Meter"][];
            pagination: components["schemas"]["Pagination"];
        };
        Meter: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            name: string;
            unit: components["schemas"]["MeterUnit"];
            custom_label: string | null;
            custom_multiplier: number | null;
            filter: components["schemas"]["Filter"];
            /** @description How matching events add up: count, or sum/max/min/avg/unique of a property. */
            aggregation: components["schemas"]["CountAggregation"] | components["schemas"]["PropertyAggregation"] | components["schemas"]["UniqueAggregation"];
            organization_id: string;
            /** Format: date-time */
            archived_at: string | null;
        };
        /** @enum {string} */
        MeterUnit: "scalar" | "token" | "custom";
        Filter: {
            conjunction: components["schemas"]["FilterConjunction"];
            clauses: (components["schemas"]["FilterClause"] | components["schemas"]["Filter"])[];
        };
        /** @enum {string} */
        FilterConjunction: "and" | "or";
        FilterClause: {
            /** @description `name`, `source`, `timestamp` or a metadata key of the event. */
            property: string;
            operator: components["schemas"]["FilterOperator"];
            value: string | number | boolean;
        };
        /** @enum {string} */
        FilterOperator: "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "like" | "not_like";
        CountAggregation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            func: "count";
        };
        PropertyAggregation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            func: "sum" | "max" | "min" | "avg";
            property: string;
        };
        UniqueAggregation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            func: "unique";
            property: string;
        };
        MeterCreate: {
            name: string;
            filter: components["schemas"]["Filter"];
            /** @description How matching events add up: count, or sum/max/min/avg/unique of a property. */
            aggregation: components["schemas"]["CountAggregation"] | components["schemas"]["PropertyAggregation"] | components["schemas"]["UniqueAggregation"];
            unit?: components["schemas"]["MeterUnit"];
            custom_label?: string | null;
            custom_multiplier?: number | null;
            metadata?: components["schemas"]["Metadata"];
            organization_id?: string | null;
        };
        MeterUpdate: {
            name?: string | null;
            filter?: components["schemas"]["Filter"] | null;
            /** @description How matching events add up: count, or sum/max/min/avg/unique of a property. */
            aggregation?: components["schemas"]["CountAggregation"] | components["schemas"]["PropertyAggregation"] | components["schemas"]["UniqueAggregation"] | null;
            unit?: components["schemas"]["MeterUnit"] | null;
            custom_label?: string | null;
            custom_multiplier?: number | null;
            metadata?: components["schemas"]["Metadata"];
            is_archived?: boolean | null;
        };
        MeterQuantities: {
            quantities: components["schemas"]["MeterQuantity"][];
            /** @description The total quantity for the period. */
            total: number;
        };
        MeterQuantity: {
            /**
             * Format: date-time
             * @description The start of the bucket.
             */
            timestamp: string;
            quantity: number;
        };
        /**
         * @description Interval between two timestamps.
         * @enum {string}
         */
        TimeInterval: "year" | "month" | "week" | "day" | "hour";
        /**
         * @description If set, quantities are first computed per customer, then aggregated with this function; otherwise across all events.
         * @enum {string}
         */
        AggregationFunction: "count" | "sum" | "max" | "min" | "avg" | "unique";
        EventsIngestResponse: {
            inserted: number;
            duplicates: number;
        };
        /**
         * @example {
         *       "events": [
         *         {
         *           "name": "api_call",
         *           "external_customer_id": "user_1042",
         *           "external_id": "req_5f2c9a",
         *           "metadata": {
         *             "route": "/search",
         *             "tokens": 1200
         *           }
         *         }
         *       ]
         *     }
         */
        EventsIngest: {
            events: components["schemas"]["EventCreate"][];
        };
        EventCreate: {
            name: string;
            /**
             * Format: date-time
             * @description When it happened (not in the future); default now.
             */
            timestamp?: string;
            organization_id?: string | null;
            /** @description Your id for the event: an event whose external id the organization already has is a duplicate. */
            external_id?: string | null;
            /** @description The parent event: its id, or its external id. */
            parent_id?: string | null;
            metadata?: components["schemas"]["Metadata"];
            /** Format: uuid */
            customer_id?: string;
            /** @description Your id for the customer; kept even if no customer has it yet. */
            external_customer_id?: string;
        };
        ListResource_Event_: {
            items: components["schemas"]["Event"][];
            pagination: components["schemas"]["Pagination"];
        };
        Event: components["schemas"]["SystemEvent"] | components["schemas"]["UserEvent"];
        SystemEvent: components["schemas"]["MeterCreditEvent"] | components["schemas"]["MeterResetEvent"] | components["schemas"]["BenefitGrantedEvent"] | components["schemas"]["BenefitCycledEvent"] | components["schemas"]["BenefitUpdatedEvent"] | components["schemas"]["BenefitRevokedEvent"] | components["schemas"]["SubscriptionCreatedEvent"] | components["schemas"]["SubscriptionUpdatedEvent"] | components["schemas"]["SubscriptionCycledEvent"] | components["schemas"]["SubscriptionCanceledEvent"] | components["schemas"]["SubscriptionRevokedEvent"] | components["schemas"]["SubscriptionPastDueEvent"] | components["schemas"]["SubscriptionReactivatedEvent"] | components["schemas"]["SubscriptionReinstatedEvent"] | components["schemas"]["SubscriptionPausedEvent"] | components["schemas"]["SubscriptionResumedEvent"] | components["schemas"]["SubscriptionUncanceledEvent"] | components["schemas"]["SubscriptionProductUpdatedEvent"] | components["schemas"]["SubscriptionSeatsUpdatedEvent"] | components["schemas"]["SubscriptionBillingPeriodUpdatedEvent"] | components["schemas"]["SubscriptionUpdateClearedEvent"] | components["schemas"]["OrderPaidEvent"] | components["schemas"]["OrderRefundedEvent"] | components["schemas"]["OrderVoidedEvent"] | components["schemas"]["OrderUnvoidedEvent"] | components["schemas"]["CheckoutCreatedEvent"] | components["schemas"]["CustomerCreatedEvent"] | components["schemas"]["CustomerUpdatedEvent"] | components["schemas"]["CustomerDeletedEvent"] | components["schemas"]["BalanceOrderEvent"] | components["schemas"]["BalanceCreditOrderEvent"] | components["schemas"]["BalanceRefundEvent"] | components["schemas"]["BalanceRefundReversalEvent"] | components["schemas"]["BalanceDisputeEvent"] | components["schemas"]["BalanceDisputeReversalEvent"];
        MeterCreditEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "meter.credited";
            metadata: components["schemas"]["MeterCreditedMetadata"];
        };
        Customer: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            external_id: string | null;
            email: string;
            email_verified: boolean;
            /** @enum {string} */
            type: "individual";
            name: string | null;
            billing_name: string | null;
            billing_address: components["schemas"]["Address"];
            tax_id: [
                string,
                string
            ] | null;
            locale: string | null;
            organization_id: string;
            default_payment_method_id: string | null;
            /** Format: date-time */
            deleted_at: string | null;
            /** Format: date-time */
            first_user_event_at: string | null;
            avatar_url: string;
        };
        Address: {
            line1: string | null;
            line2: string | null;
            postal_code: string | null;
            city: string | null;
            state: string | null;
            country: string;
        } | null;
        MeterCreditedMetadata: {
            meter_id: string;
            units: number;
            rollover: boolean;
        };
        MeterResetEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "meter.reset";
            metadata: components["schemas"]["MeterResetMetadata"];
        };
        MeterResetMetadata: {
            meter_id: string;
        };
        BenefitGrantedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "benefit.granted";
            metadata: components["schemas"]["BenefitGrantMetadata"];
        };
        BenefitGrantMetadata: {
            benefit_id: string;
            benefit_grant_id: string;
            /** @description The benefit's type (`BenefitType`). */
            benefit_type: string;
            member_id?: string;
        };
        BenefitCycledEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "benefit.cycled";
            metadata: components["schemas"]["BenefitGrantMetadata"];
        };
        BenefitUpdatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "benefit.updated";
            metadata: components["schemas"]["BenefitGrantMetadata"];
        };
        BenefitRevokedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "benefit.revoked";
            metadata: components["schemas"]["BenefitGrantMetadata"];
        };
        SubscriptionCreatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.created";
            metadata: components["schemas"]["SubscriptionCreatedMetadata"];
        };
        SubscriptionCreatedMetadata: {
            subscription_id: string;
            product_id: string;
            amount: number;
            currency: string;
            recurring_interval: string;
            recurring_interval_count: number;
            started_at: string;
        };
        SubscriptionUpdatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.updated";
            metadata: components["schemas"]["SubscriptionUpdatedMetadata"];
        };
        SubscriptionUpdatedMetadata: {
            product_id?: string;
            /** @enum {string} */
            proration_behavior?: "invoice" | "prorate" | "next_period" | "reset";
            discount_id?: string | null;
            trial_end?: string;
            seats?: number;
            billing_period_end?: string;
            subscription_id: string;
        };
        SubscriptionCycledEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.cycled";
            metadata: components["schemas"]["SubscriptionCycledMetadata"];
        };
        SubscriptionCycledMetadata: {
            subscription_id: string;
            product_id?: string;
            amount?: number;
            currency?: string;
            recurring_interval?: string;
            recurring_interval_count?: number;
        };
        SubscriptionCanceledEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.canceled";
            metadata: components["schemas"]["SubscriptionCanceledMetadata"];
        };
        SubscriptionCanceledMetadata: {
            subscription_id: string;
            product_id?: string;
            amount: number;
            currency: string;
            recurring_interval: string;
            recurring_interval_count: number;
            customer_cancellation_reason?: string;
            customer_cancellation_comment?: string;
            canceled_at: string;
            ends_at?: string;
            cancel_at_period_end?: boolean;
        };
        SubscriptionRevokedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.revoked";
            metadata: components["schemas"]["SubscriptionRevokedMetadata"];
        };
        SubscriptionRevokedMetadata: {
            subscription_id: string;
            product_id?: string;
            amount?: number;
            currency?: string;
            recurring_interval?: string;
            recurring_interval_count?: number;
        };
        SubscriptionPastDueEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.past_due";
            metadata: components["schemas"]["SubscriptionPastDueMetadata"];
        };
        SubscriptionPastDueMetadata: {
            subscription_id: string;
            product_id?: string;
            amount?: number;
            currency?: string;
            recurring_interval?: string;
            recurring_interval_count?: number;
            past_due_at: string;
        };
        SubscriptionReactivatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.reactivated";
            metadata: components["schemas"]["SubscriptionReactivatedMetadata"];
        };
        SubscriptionReactivatedMetadata: {
            subscription_id: string;
            product_id?: string;
            amount?: number;
            currency?: string;
            recurring_interval?: string;
            recurring_interval_count?: number;
        };
        SubscriptionReinstatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.reinstated";
            metadata: components["schemas"]["SubscriptionReinstatedMetadata"];
        };
        SubscriptionReinstatedMetadata: {
            subscription_id: string;
            product_id?: string;
            amount?: number;
            currency?: string;
            recurring_interval?: string;
            recurring_interval_count?: number;
        };
        SubscriptionPausedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.paused";
            metadata: components["schemas"]["SubscriptionPausedMetadata"];
        };
        SubscriptionPausedMetadata: {
            subscription_id: string;
            product_id?: string;
            amount?: number;
            currency?: string;
            recurring_interval?: string;
            recurring_interval_count?: number;
            paused_at: string;
            resumes_at?: string;
        };
        SubscriptionResumedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.resumed";
            metadata: components["schemas"]["SubscriptionResumedMetadata"];
        };
        SubscriptionResumedMetadata: {
            subscription_id: string;
            product_id?: string;
            amount?: number;
            currency?: string;
            recurring_interval?: string;
            recurring_interval_count?: number;
        };
        SubscriptionUncanceledEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.uncanceled";
            metadata: components["schemas"]["SubscriptionUncanceledMetadata"];
        };
        SubscriptionUncanceledMetadata: {
            subscription_id: string;
            product_id: string;
            amount: number;
            currency: string;
            recurring_interval: string;
            recurring_interval_count: number;
        };
        SubscriptionProductUpdatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.product_updated";
            metadata: components["schemas"]["SubscriptionProductUpdatedMetadata"];
        };
        SubscriptionProductUpdatedMetadata: {
            subscription_id: string;
            old_product_id: string;
            new_product_id: string;
        };
        SubscriptionSeatsUpdatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.seats_updated";
            metadata: components["schemas"]["SubscriptionSeatsUpdatedMetadata"];
        };
        SubscriptionSeatsUpdatedMetadata: {
            subscription_id: string;
            old_seats: number;
            new_seats: number;
            proration_behavior: string;
        };
        SubscriptionBillingPeriodUpdatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.billing_period_updated";
            metadata: components["schemas"]["SubscriptionBillingPeriodUpdatedMetadata"];
        };
        SubscriptionBillingPeriodUpdatedMetadata: {
            subscription_id: string;
            old_period_end: string;
            new_period_end: string;
        };
        SubscriptionUpdateClearedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "subscription.update_cleared";
            metadata: components["schemas"]["SubscriptionUpdateClearedMetadata"];
        };
        SubscriptionUpdateClearedMetadata: {
            subscription_id: string;
        };
        OrderPaidEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "order.paid";
            metadata: components["schemas"]["OrderPaidMetadata"];
        };
        OrderPaidMetadata: {
            order_id: string;
            product_id?: string;
            billing_type?: string;
            amount: number;
            currency?: string;
            net_amount?: number;
            tax_amount?: number;
            applied_balance_amount?: number;
            discount_amount?: number;
            discount_id?: string;
            platform_fee?: number;
            subscription_id?: string;
            recurring_interval?: string;
            recurring_interval_count?: number;
        };
        OrderRefundedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "order.refunded";
            metadata: components["schemas"]["OrderRefundedMetadata"];
        };
        OrderRefundedMetadata: {
            order_id: string;
            refunded_amount: number;
            currency: string;
        };
        OrderVoidedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "order.voided";
            metadata: components["schemas"]["OrderVoidedMetadata"];
        };
        OrderVoidedMetadata: {
            order_id: string;
            amount: number;
            currency: string;
        };
        OrderUnvoidedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "order.unvoided";
            metadata: components["schemas"]["OrderUnvoidedMetadata"];
        };
        OrderUnvoidedMetadata: {
            order_id: string;
            amount: number;
            currency: string;
        };
        CheckoutCreatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "checkout.created";
            metadata: components["schemas"]["CheckoutCreatedMetadata"];
        };
        CheckoutCreatedMetadata: {
            checkout_id: string;
            checkout_status: string;
            product_id?: string;
        };
        CustomerCreatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "customer.created";
            metadata: components["schemas"]["CustomerCreatedMetadata"];
        };
        CustomerCreatedMetadata: {
            customer_id: string;
            customer_email: string | null;
            customer_name: string | null;
            customer_external_id: string | null;
        };
        CustomerUpdatedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "customer.updated";
            metadata: components["schemas"]["CustomerUpdatedMetadata"];
        };
        CustomerUpdatedMetadata: {
            customer_id: string;
            customer_email: string | null;
            customer_name: string | null;
            customer_external_id: string | null;
            updated_fields: components["schemas"]["CustomerUpdatedFields"];
        };
        CustomerUpdatedFields: {
            name?: string | null;
            billing_name?: string | null;
            email?: string | null;
            billing_address?: components["schemas"]["Address"];
            tax_id?: string | null;
            metadata?: components["schemas"]["Metadata"] | null;
        };
        CustomerDeletedEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "customer.deleted";
            metadata: components["schemas"]["CustomerDeletedMetadata"];
        };
        CustomerDeletedMetadata: {
            customer_id: string;
            customer_email: string | null;
            customer_name: string | null;
            customer_external_id: string | null;
        };
        BalanceOrderEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "balance.order";
            metadata: components["schemas"]["BalanceOrderMetadata"];
        };
        BalanceOrderMetadata: {
            transaction_id: string;
            order_id: string;
            product_id?: string;
            subscription_id?: string;
            amount: number;
            net_amount?: number;
            currency: string;
            presentment_amount: number;
            presentment_currency: string;
            tax_amount: number;
            tax_state?: string | null;
            tax_country?: string | null;
            fee: number;
            exchange_rate?: number;
        };
        BalanceCreditOrderEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "balance.credit_order";
            metadata: components["schemas"]["BalanceCreditOrderMetadata"];
        };
        BalanceCreditOrderMetadata: {
            order_id: string;
            product_id?: string;
            subscription_id?: string;
            amount: number;
            currency: string;
            tax_amount: number;
            tax_state?: string | null;
            tax_country?: string | null;
            fee: number;
            exchange_rate?: number;
        };
        BalanceRefundEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "balance.refund";
            metadata: components["schemas"]["BalanceRefundMetadata"];
        };
        BalanceRefundMetadata: {
            transaction_id: string;
            refund_id: string;
            order_id?: string;
            order_created_at?: string;
            product_id?: string;
            subscription_id?: string;
            amount: number;
            currency: string;
            presentment_amount: number;
            presentment_currency: string;
            refundable_amount?: number;
            tax_amount: number;
            tax_state?: string | null;
            tax_country?: string | null;
            fee: number;
            exchange_rate?: number;
        };
        BalanceRefundReversalEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "balance.refund_reversal";
            metadata: components["schemas"]["BalanceRefundMetadata"];
        };
        BalanceDisputeEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "balance.dispute";
            metadata: components["schemas"]["BalanceDisputeMetadata"];
        };
        BalanceDisputeMetadata: {
            transaction_id: string;
            dispute_id: string;
            order_id?: string;
            order_created_at?: string;
            product_id?: string;
            subscription_id?: string;
            amount: number;
            currency: string;
            presentment_amount: number;
            presentment_currency: string;
            tax_amount: number;
            tax_state?: string | null;
            tax_country?: string | null;
            fee: number;
            exchange_rate?: number;
        };
        BalanceDisputeReversalEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            /** @enum {string} */
            source: "system";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            name: "balance.dispute_reversal";
            metadata: components["schemas"]["BalanceDisputeMetadata"];
        };
        UserEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            /** @description Human readable label of the event type. */
            label: string;
            name: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            source: "user";
            metadata: components["schemas"]["Metadata"];
        };
        /** @enum {string} */
        EventSource: "system" | "user";
        ListResource_EventName_: {
            items: components["schemas"]["EventName"][];
            pagination: components["schemas"]["Pagination"];
        };
        EventName: {
            name: string;
            label: string;
            source: components["schemas"]["EventSource"];
            occurrences: number;
            /** Format: date-time */
            first_seen: string;
            /** Format: date-time */
            last_seen: string;
        };
        ListResource_CustomerMeter_: {
            items: components["schemas"]["CustomerMeter"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A customer's running totals on a meter since its last reset. Reads reflect every ingest batch counted so far: a batch is counted by a job right after it commits. */
        CustomerMeter: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: uuid */
            customer_id: string;
            /** Format: uuid */
            meter_id: string;
            /** @description Units consumed since the last reset. */
            consumed_units: number;
            /** @description Units credited since the last reset. */
            credited_units: number;
            /** @description credited_units − consumed_units. */
            balance: number;
            customer: components["schemas"]["Customer"];
            meter: components["schemas"]["Meter"];
        };
        ListResource_EventTypeWithStats_: {
            items: components["schemas"]["EventTypeWithStats"][];
            pagination: components["schemas"]["Pagination"];
        };
        EventTypeWithStats: {
            /**
             * Format: uuid
             * @description Null for system event types.
             */
            id: string | null;
            /** Format: date-time */
            created_at: string | null;
            /** Format: date-time */
            modified_at: string | null;
            name: string;
            label: string;
            label_property_selector: string | null;
            organization_id: string;
            source: components["schemas"]["EventSource"];
            occurrences: number;
            /** Format: date-time */
            first_seen: string;
            /** Format: date-time */
            last_seen: string;
        };
        EventType: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            label: string;
            label_property_selector: string | null;
            organization_id: string;
        };
        EventTypeUpdate: {
            label: string;
            /** @description A metadata path (`subject`, `a.b`) whose value labels each event. */
            label_property_selector?: string | null;
        };
        ListResource_Organization_: {
            items: components["schemas"]["Organization"][];
            pagination: components["schemas"]["Pagination"];
        };
        Organization: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            name: string;
            slug: string;
            avatar_url: string | null;
            /** @enum {string} */
            proration_behavior: "invoice" | "prorate" | "next_period";
            allow_customer_updates: boolean;
            email: string | null;
            website: string | null;
            socials: components["schemas"]["OrganizationSocialLink"][];
            /** @enum {string} */
            status: "active";
            /** Format: date-time */
            details_submitted_at: string | null;
            default_presentment_currency: string;
            /** @enum {string} */
            default_tax_behavior: "location" | "inclusive" | "exclusive";
            feature_settings: components["schemas"]["OrganizationFeatureSettings"];
            subscription_settings: components["schemas"]["OrganizationSubscriptionSettings"];
            notification_settings: components["schemas"]["OrganizationNotificationSettings"];
            customer_email_settings: components["schemas"]["OrganizationCustomerEmailSettings"];
            customer_portal_settings: {
                usage: {
                    show: boolean;
                };
                subscription: {
                    update_seats: boolean;
                    update_plan: boolean;
                };
                customer: {
                    allow_email_change: boolean;
                };
            };
            account_id: string | null;
            payout_account_id: string | null;
            capabilities: {
                [key: string]: boolean;
            };
            invoice_details: components["schemas"]["OrganizationInvoiceDetails"];
        };
        OrganizationSocialLink: {
            /**
             * @description The social platform of the URL
             * @enum {string}
             */
            platform: "x" | "github" | "facebook" | "instagram" | "youtube" | "tiktok" | "linkedin" | "threads" | "discord" | "other";
            /**
             * Format: uri
             * @description The URL to the organization profile
             */
            url: string;
        };
        OrganizationFeatureSettings: {
            issue_funding_enabled: boolean;
            usage_based_billing_enabled: boolean;
            seat_based_pricing_enabled: boolean;
            wallets_enabled: boolean;
            member_model_enabled: boolean;
            tinybird_read: boolean;
            tinybird_compare: boolean;
            checkout_localization_enabled: boolean;
            reset_proration_behavior_enabled: boolean;
            customer_gravatar_enabled: boolean;
            overview_metrics: string[] | null;
        };
        OrganizationSubscriptionSettings: {
            allow_multiple_subscriptions: boolean;
            allow_customer_updates: boolean;
            /** @enum {string} */
            proration_behavior: "invoice" | "prorate" | "next_period";
            benefit_revocation_grace_period: number;
            prevent_trial_abuse: boolean;
        };
        OrganizationNotificationSettings: {
            new_order: boolean;
            new_subscription: boolean;
            chargeback_prevention: boolean;
            subscription_renewal: boolean;
        };
        OrganizationCustomerEmailSettings: {
            order_confirmation: boolean;
            payment_method_expiration_reminder: boolean;
            subscription_cancellation: boolean;
            subscription_confirmation: boolean;
            subscription_cycled: boolean;
            subscription_cycled_after_trial: boolean;
            subscription_past_due: boolean;
            subscription_paused: boolean;
            subscription_resumed: boolean;
            subscription_renewal_reminder: boolean;
            subscription_revoked: boolean;
            subscription_trial_conversion_reminder: boolean;
            subscription_uncanceled: boolean;
            subscription_updated: boolean;
        };
        /** @description The seller as its invoices and credit notes show it (a Kassa extension). */
        OrganizationInvoiceDetails: {
            /** @description The seller's registered legal name. */
            legal_name: string | null;
            address: components["schemas"]["Address"] & unknown;
            /** @description The seller's tax id, e.g. an EU VAT id (`DE123456789`). */
            tax_id: string | null;
        };
        OrganizationCreate: {
            name: string;
            slug: string;
            /** Format: uri */
            avatar_url?: string | null;
            /**
             * Format: email
             * @description Public support email.
             */
            email?: string | null;
            /**
             * Format: uri
             * @description Official website of the organization.
             */
            website?: string | null;
            /** @description Links to social profiles. */
            socials?: components["schemas"]["OrganizationSocialLink"][] | null;
            details?: components["schemas"]["OrganizationDetails"];
            feature_settings?: components["schemas"]["OrganizationFeatureSettingsUpdate"];
            subscription_settings?: components["schemas"]["OrganizationSubscriptionSettingsUpdate"];
            customer_portal_settings?: components["schemas"]["OrganizationCustomerPortalSettingsUpdate"];
            notification_settings?: components["schemas"]["OrganizationNotificationSettingsUpdate"];
            customer_email_settings?: components["schemas"]["OrganizationCustomerEmailSettingsUpdate"];
            /** @description The seller's legal name, address and tax id shown on invoices and credit notes; null clears them. */
            invoice_details?: {
                legal_name?: string | null;
                address?: components["schemas"]["AddressInput"];
                tax_id?: string | null;
            } | null;
        };
        OrganizationDetails: {
            about?: string | null;
            product_description?: string | null;
            selling_categories?: string[];
            pricing_models?: string[];
            intended_use?: string | null;
            customer_acquisition?: string[];
            future_annual_revenue?: number | null;
            switching?: boolean;
            /** @enum {string|null} */
            switching_from?: "paddle" | "lemon_squeezy" | "gumroad" | "stripe" | "other" | null;
            previous_annual_revenue?: number | null;
        } | null;
        OrganizationFeatureSettingsUpdate: {
            issue_funding_enabled?: boolean;
            usage_based_billing_enabled?: boolean;
            seat_based_pricing_enabled?: boolean;
            wallets_enabled?: boolean;
            member_model_enabled?: boolean;
            tinybird_read?: boolean;
            tinybird_compare?: boolean;
            checkout_localization_enabled?: boolean;
            reset_proration_behavior_enabled?: boolean;
            customer_gravatar_enabled?: boolean;
            overview_metrics?: string[] | null;
        } | null;
        /** @description Only the given settings change; the others keep their values. */
        OrganizationSubscriptionSettingsUpdate: {
            allow_multiple_subscriptions?: boolean;
            allow_customer_updates?: boolean;
            /** @enum {string} */
            proration_behavior?: "invoice" | "prorate" | "next_period";
            benefit_revocation_grace_period?: number;
            prevent_trial_abuse?: boolean;
        } | null;
        /** @description `usage.show`: the portal shows usage meters; `subscription.update_plan`: customers may change plan; `customer.allow_email_change`: customers may change their email. Only the given keys change. */
        OrganizationCustomerPortalSettingsUpdate: {
            usage?: {
                show?: boolean;
            };
            subscription?: {
                update_seats?: boolean;
                update_plan?: boolean;
                /** @enum {boolean} */
                pause?: false;
            };
            customer?: {
                allow_email_change?: boolean;
            };
        } | null;
        /** @description Only the given settings change; the others keep their values. */
        OrganizationNotificationSettingsUpdate: {
            new_order?: boolean;
            new_subscription?: boolean;
            chargeback_prevention?: boolean;
            subscription_renewal?: boolean;
        } | null;
        /** @description Only the given settings change; the others keep their values. */
        OrganizationCustomerEmailSettingsUpdate: {
            order_confirmation?: boolean;
            payment_method_expiration_reminder?: boolean;
            subscription_cancellation?: boolean;
            subscription_confirmation?: boolean;
            subscription_cycled?: boolean;
            subscription_cycled_after_trial?: boolean;
            subscription_past_due?: boolean;
            subscription_paused?: boolean;
            subscription_resumed?: boolean;
            subscription_renewal_reminder?: boolean;
            subscription_revoked?: boolean;
            subscription_trial_conversion_reminder?: boolean;
            subscription_uncanceled?: boolean;
            subscription_updated?: boolean;
        } | null;
        AddressInput: {
            line1?: string | null;
            line2?: string | null;
            postal_code?: string | null;
            city?: string | null;
            state?: string | null;
            /**
             * @example US
             * @enum {string}
             */
            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
        } | null;
        /** @description Fields left out (or null) keep their value; `avatar_url`, `email` and `website` are cleared with null. */
        OrganizationUpdate: {
            name?: string | null;
            /** Format: uri */
            avatar_url?: string | null;
            /**
             * Format: email
             * @description Public support email.
             */
            email?: string | null;
            /**
             * Format: uri
             * @description Official website of the organization.
             */
            website?: string | null;
            /** @description Links to social profiles. */
            socials?: components["schemas"]["OrganizationSocialLink"][] | null;
            details?: components["schemas"]["OrganizationDetails"];
            feature_settings?: components["schemas"]["OrganizationFeatureSettingsUpdate"];
            subscription_settings?: components["schemas"]["OrganizationSubscriptionSettingsUpdate"];
            customer_portal_settings?: components["schemas"]["OrganizationCustomerPortalSettingsUpdate"];
            notification_settings?: components["schemas"]["OrganizationNotificationSettingsUpdate"];
            customer_email_settings?: components["schemas"]["OrganizationCustomerEmailSettingsUpdate"];
            /** @description The seller's legal name, address and tax id shown on invoices and credit notes; null clears them. */
            invoice_details?: {
                legal_name?: string | null;
                address?: components["schemas"]["AddressInput"];
                tax_id?: string | null;
            } | null;
            country?: unknown;
            dispute_settings?: unknown;
            embed_hosts?: unknown;
            default_presentment_currency?: unknown;
            default_tax_behavior?: unknown;
            sso_enforced?: unknown;
        };
        ListResource_Product_: {
            items: components["schemas"]["Product"][];
            pagination: components["schemas"]["Pagination"];
        };
        Product: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            trial_interval: components["schemas"]["RecurringInterval"];
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            visibility: components["schemas"]["ProductVisibility"];
            recurring_interval: components["schemas"]["RecurringInterval"];
            recurring_interval_count: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            prices: components["schemas"]["ProductPrice"][];
            benefits: components["schemas"]["Benefit"][];
            /** @description The product's images (`service` is `product_media`). */
            medias: components["schemas"]["FileRead"][];
            attached_custom_fields: components["schemas"]["AttachedCustomField"][];
        };
        /** @enum {string|null} */
        RecurringInterval: "day" | "week" | "month" | "year" | null;
        /** @enum {string} */
        ProductVisibility: "draft" | "private" | "public";
        ProductPrice: components["schemas"]["ProductPriceFixed"] | components["schemas"]["ProductPriceCustom"] | components["schemas"]["ProductPriceFree"] | components["schemas"]["ProductPriceMeteredUnit"];
        ProductPriceFixed: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @enum {string} */
            source: "catalog" | "ad_hoc";
            price_currency: string;
            tax_behavior: components["schemas"]["TaxBehaviorOption"];
            is_archived: boolean;
            product_id: string;
            /**
             * @description Legacy: whether the product recurs.
             * @enum {string}
             */
            type: "one_time" | "recurring";
            recurring_interval: components["schemas"]["RecurringInterval"] & unknown;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            amount_type: "fixed";
            price_amount: number;
        };
        /** @enum {string|null} */
        TaxBehaviorOption: "location" | "inclusive" | "exclusive" | null;
        ProductPriceCustom: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @enum {string} */
            source: "catalog" | "ad_hoc";
            price_currency: string;
            tax_behavior: components["schemas"]["TaxBehaviorOption"];
            is_archived: boolean;
            product_id: string;
            /**
             * @description Legacy: whether the product recurs.
             * @enum {string}
             */
            type: "one_time" | "recurring";
            recurring_interval: components["schemas"]["RecurringInterval"] & unknown;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            amount_type: "custom";
            minimum_amount: number;
            maximum_amount: number | null;
            preset_amount: number | null;
        };
        ProductPriceFree: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @enum {string} */
            source: "catalog" | "ad_hoc";
            price_currency: string;
            tax_behavior: components["schemas"]["TaxBehaviorOption"];
            is_archived: boolean;
            product_id: string;
            /**
             * @description Legacy: whether the product recurs.
             * @enum {string}
             */
            type: "one_time" | "recurring";
            recurring_interval: components["schemas"]["RecurringInterval"] & unknown;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            amount_type: "free";
        };
        ProductPriceMeteredUnit: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @enum {string} */
            source: "catalog" | "ad_hoc";
            price_currency: string;
            tax_behavior: components["schemas"]["TaxBehaviorOption"];
            is_archived: boolean;
            product_id: string;
            /**
             * @description Legacy: whether the product recurs.
             * @enum {string}
             */
            type: "one_time" | "recurring";
            recurring_interval: components["schemas"]["RecurringInterval"] & unknown;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            amount_type: "metered_unit";
            unit_amount: string;
            cap_amount: number | null;
            meter_id: string;
            meter: components["schemas"]["ProductPriceMeter"];
        };
        ProductPriceMeter: {
            id: string;
            name: string;
        } & {
            [key: string]: unknown;
        };
        Benefit: components["schemas"]["BenefitCustom"] | components["schemas"]["BenefitDiscord"] | components["schemas"]["BenefitGitHubRepository"] | components["schemas"]["BenefitDownloadables"] | components["schemas"]["BenefitLicenseKeys"] | components["schemas"]["BenefitMeterCredit"];
        BenefitCustom: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: {
                [key: string]: string | number | boolean;
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "custom";
            properties: components["schemas"]["BenefitCustomProperties"];
        };
        BenefitCustomProperties: {
            note: string | null;
        };
        BenefitDiscord: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: {
                [key: string]: string | number | boolean;
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "discord";
            properties: components["schemas"]["BenefitDiscordProperties"];
        };
        BenefitDiscordProperties: {
            guild_id: string;
            role_id: string;
            kick_member: boolean;
            guild_token: string;
        };
        BenefitGitHubRepository: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: {
                [key: string]: string | number | boolean;
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "github_repository";
            properties: components["schemas"]["BenefitGitHubRepositoryProperties"];
        };
        BenefitGitHubRepositoryProperties: {
            repository_owner: string;
            repository_name: string;
            /** @enum {string} */
            permission: "pull" | "triage" | "push" | "maintain" | "admin";
        };
        BenefitDownloadables: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: {
                [key: string]: string | number | boolean;
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "downloadables";
            properties: components["schemas"]["BenefitDownloadablesProperties"];
        };
        BenefitDownloadablesProperties: {
            archived: {
                [key: string]: boolean;
            };
            files: string[];
        };
        BenefitLicenseKeys: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: {
                [key: string]: string | number | boolean;
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "license_keys";
            properties: components["schemas"]["BenefitLicenseKeysProperties"];
        };
        BenefitLicenseKeysProperties: {
            prefix: string | null;
            expires: components["schemas"]["BenefitLicenseKeyExpirationProperties"];
            activations: components["schemas"]["BenefitLicenseKeyActivationProperties"];
            limit_usage: number | null;
        };
        BenefitLicenseKeyExpirationProperties: {
            ttl: number;
            /** @enum {string} */
            timeframe: "year" | "month" | "day";
        } | null;
        BenefitLicenseKeyActivationProperties: {
            limit: number;
            enable_customer_admin: boolean;
        } | null;
        BenefitMeterCredit: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: {
                [key: string]: string | number | boolean;
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "meter_credit";
            properties: components["schemas"]["BenefitMeterCreditProperties"];
        };
        BenefitMeterCreditProperties: {
            units: number;
            rollover: boolean;
            meter_id: string;
        };
        FileRead: components["schemas"]["DownloadableFileRead"] | components["schemas"]["ProductMediaFileRead"] | components["schemas"]["OrganizationAvatarFileRead"];
        DownloadableFileRead: {
            /** Format: uuid */
            id: string;
            organization_id: string;
            name: string;
            path: string;
            mime_type: string;
            size: number;
            storage_version: string | null;
            checksum_etag: string | null;
            checksum_sha256_base64: string | null;
            checksum_sha256_hex: string | null;
            /** Format: date-time */
            last_modified_at: string | null;
            version: string | null;
            is_uploaded: boolean;
            /** Format: date-time */
            created_at: string;
            size_readable: string;
            /** @enum {string} */
            service: "downloadable";
        };
        ProductMediaFileRead: {
            /** Format: uuid */
            id: string;
            organization_id: string;
            name: string;
            path: string;
            mime_type: string;
            size: number;
            storage_version: string | null;
            checksum_etag: string | null;
            checksum_sha256_base64: string | null;
            checksum_sha256_hex: string | null;
            /** Format: date-time */
            last_modified_at: string | null;
            version: string | null;
            is_uploaded: boolean;
            /** Format: date-time */
            created_at: string;
            size_readable: string;
            /** @enum {string} */
            service: "product_media";
            public_url: string;
        };
        OrganizationAvatarFileRead: {
            /** Format: uuid */
            id: string;
            organization_id: string;
            name: string;
            path: string;
            mime_type: string;
            size: number;
            storage_version: string | null;
            checksum_etag: string | null;
            checksum_sha256_base64: string | null;
            checksum_sha256_hex: string | null;
            /** Format: date-time */
            last_modified_at: string | null;
            version: string | null;
            is_uploaded: boolean;
            /** Format: date-time */
            created_at: string;
            size_readable: string;
            /** @enum {string} */
            service: "organization_avatar";
            public_url: string;
        };
        AttachedCustomField: {
            custom_field_id: string;
            custom_field: components["schemas"]["CustomField"];
            order: number;
            required: boolean;
        };
        /**
         * @example {
         *       "name": "Pro plan",
         *       "description": "Everything in Basic, plus priority support.",
         *       "recurring_interval": "month",
         *       "prices": [
         *         {
         *           "amount_type": "fixed",
         *           "price_amount": 1500,
         *           "price_currency": "usd"
         *         }
         *       ],
         *       "metadata": {
         *         "tier": "pro"
         *       }
         *     }
         */
        ProductCreate: {
            name: string;
            description?: string | null;
            visibility?: components["schemas"]["ProductVisibility"];
            medias?: string[] | null;
            attached_custom_fields?: components["schemas"]["AttachedCustomFieldCreate"][] | null;
            metadata?: components["schemas"]["Metadata"];
            trial_interval?: components["schemas"]["RecurringInterval"];
            trial_interval_count?: number | null;
            /** Format: uuid */
            organization_id?: string | null;
            /**
             * @description null (or absent) for a one-time product.
             * @enum {string|null}
             */
            recurring_interval?: "day" | "week" | "month" | "year" | null;
            recurring_interval_count?: number | null;
            prices: (components["schemas"]["ProductPriceFixedCreate"] | components["schemas"]["ProductPriceCustomCreate"] | components["schemas"]["ProductPriceFreeCreate"] | components["schemas"]["ProductPriceMeteredUnitCreate"] | ({
                /** @enum {string} */
                amount_type: "seat_based";
            } & {
                [key: string]: unknown;
            }))[];
        };
        AttachedCustomFieldCreate: {
            /** Format: uuid */
            custom_field_id: string;
            required: boolean;
        };
        ProductPriceFixedCreate: {
            /** @enum {string} */
            amount_type: "fixed";
            /**
             * @description Lowercase ISO 4217 code.
             * @default usd
             * @enum {string}
             */
            price_currency?: "aed" | "all" | "amd" | "aoa" | "ars" | "aud" | "awg" | "azn" | "bam" | "bbd" | "bdt" | "bif" | "bmd" | "bnd" | "bob" | "brl" | "bsd" | "bwp" | "bzd" | "cad" | "cdf" | "chf" | "clp" | "cny" | "cop" | "crc" | "cve" | "czk" | "djf" | "dkk" | "dop" | "dzd" | "egp" | "etb" | "eur" | "fjd" | "fkp" | "gbp" | "gel" | "gip" | "gmd" | "gnf" | "gtq" | "gyd" | "hkd" | "hnl" | "htg" | "huf" | "idr" | "ils" | "inr" | "isk" | "jmd" | "jpy" | "kes" | "kgs" | "khr" | "kmf" | "krw" | "kyd" | "kzt" | "lak" | "lkr" | "lrd" | "lsl" | "mad" | "mdl" | "mga" | "mkd" | "mnt" | "mop" | "mur" | "mvr" | "mwk" | "mxn" | "myr" | "mzn" | "nad" | "ngn" | "nio" | "nok" | "npr" | "nzd" | "pab" | "pen" | "pgk" | "php" | "pkr" | "pln" | "pyg" | "qar" | "ron" | "rsd" | "rwf" | "sar" | "sbd" | "scr" | "sek" | "sgd" | "shp" | "sos" | "srd" | "szl" | "thb" | "tjs" | "top" | "try" | "ttd" | "twd" | "tzs" | "uah" | "ugx" | "usd" | "uyu" | "uzs" | "vnd" | "vuv" | "wst" | "xaf" | "xcd" | "xcg" | "xof" | "xpf" | "yer" | "zar" | "zmw";
            tax_behavior?: components["schemas"]["TaxBehaviorOption"];
            price_amount: number;
        };
        ProductPriceCustomCreate: {
            /** @enum {string} */
            amount_type: "custom";
            /**
             * @description Lowercase ISO 4217 code.
             * @default usd
             * @enum {string}
             */
            price_currency?: "aed" | "all" | "amd" | "aoa" | "ars" | "aud" | "awg" | "azn" | "bam" | "bbd" | "bdt" | "bif" | "bmd" | "bnd" | "bob" | "brl" | "bsd" | "bwp" | "bzd" | "cad" | "cdf" | "chf" | "clp" | "cny" | "cop" | "crc" | "cve" | "czk" | "djf" | "dkk" | "dop" | "dzd" | "egp" | "etb" | "eur" | "fjd" | "fkp" | "gbp" | "gel" | "gip" | "gmd" | "gnf" | "gtq" | "gyd" | "hkd" | "hnl" | "htg" | "huf" | "idr" | "ils" | "inr" | "isk" | "jmd" | "jpy" | "kes" | "kgs" | "khr" | "kmf" | "krw" | "kyd" | "kzt" | "lak" | "lkr" | "lrd" | "lsl" | "mad" | "mdl" | "mga" | "mkd" | "mnt" | "mop" | "mur" | "mvr" | "mwk" | "mxn" | "myr" | "mzn" | "nad" | "ngn" | "nio" | "nok" | "npr" | "nzd" | "pab" | "pen" | "pgk" | "php" | "pkr" | "pln" | "pyg" | "qar" | "ron" | "rsd" | "rwf" | "sar" | "sbd" | "scr" | "sek" | "sgd" | "shp" | "sos" | "srd" | "szl" | "thb" | "tjs" | "top" | "try" | "ttd" | "twd" | "tzs" | "uah" | "ugx" | "usd" | "uyu" | "uzs" | "vnd" | "vuv" | "wst" | "xaf" | "xcd" | "xcg" | "xof" | "xpf" | "yer" | "zar" | "zmw";
            tax_behavior?: components["schemas"]["TaxBehaviorOption"];
            /** @default 50 */
            minimum_amount?: number;
            maximum_amount?: number | null;
            preset_amount?: number | null;
        };
        ProductPriceFreeCreate: {
            /** @enum {string} */
            amount_type: "free";
            /**
             * @description Lowercase ISO 4217 code.
             * @default usd
             * @enum {string}
             */
            price_currency?: "aed" | "all" | "amd" | "aoa" | "ars" | "aud" | "awg" | "azn" | "bam" | "bbd" | "bdt" | "bif" | "bmd" | "bnd" | "bob" | "brl" | "bsd" | "bwp" | "bzd" | "cad" | "cdf" | "chf" | "clp" | "cny" | "cop" | "crc" | "cve" | "czk" | "djf" | "dkk" | "dop" | "dzd" | "egp" | "etb" | "eur" | "fjd" | "fkp" | "gbp" | "gel" | "gip" | "gmd" | "gnf" | "gtq" | "gyd" | "hkd" | "hnl" | "htg" | "huf" | "idr" | "ils" | "inr" | "isk" | "jmd" | "jpy" | "kes" | "kgs" | "khr" | "kmf" | "krw" | "kyd" | "kzt" | "lak" | "lkr" | "lrd" | "lsl" | "mad" | "mdl" | "mga" | "mkd" | "mnt" | "mop" | "mur" | "mvr" | "mwk" | "mxn" | "myr" | "mzn" | "nad" | "ngn" | "nio" | "nok" | "npr" | "nzd" | "pab" | "pen" | "pgk" | "php" | "pkr" | "pln" | "pyg" | "qar" | "ron" | "rsd" | "rwf" | "sar" | "sbd" | "scr" | "sek" | "sgd" | "shp" | "sos" | "srd" | "szl" | "thb" | "tjs" | "top" | "try" | "ttd" | "twd" | "tzs" | "uah" | "ugx" | "usd" | "uyu" | "uzs" | "vnd" | "vuv" | "wst" | "xaf" | "xcd" | "xcg" | "xof" | "xpf" | "yer" | "zar" | "zmw";
            tax_behavior?: components["schemas"]["TaxBehaviorOption"];
        };
        ProductPriceMeteredUnitCreate: {
            /** @enum {string} */
            amount_type: "metered_unit";
            /**
             * @description Lowercase ISO 4217 code.
             * @default usd
             * @enum {string}
             */
            price_currency?: "aed" | "all" | "amd" | "aoa" | "ars" | "aud" | "awg" | "azn" | "bam" | "bbd" | "bdt" | "bif" | "bmd" | "bnd" | "bob" | "brl" | "bsd" | "bwp" | "bzd" | "cad" | "cdf" | "chf" | "clp" | "cny" | "cop" | "crc" | "cve" | "czk" | "djf" | "dkk" | "dop" | "dzd" | "egp" | "etb" | "eur" | "fjd" | "fkp" | "gbp" | "gel" | "gip" | "gmd" | "gnf" | "gtq" | "gyd" | "hkd" | "hnl" | "htg" | "huf" | "idr" | "ils" | "inr" | "isk" | "jmd" | "jpy" | "kes" | "kgs" | "khr" | "kmf" | "krw" | "kyd" | "kzt" | "lak" | "lkr" | "lrd" | "lsl" | "mad" | "mdl" | "mga" | "mkd" | "mnt" | "mop" | "mur" | "mvr" | "mwk" | "mxn" | "myr" | "mzn" | "nad" | "ngn" | "nio" | "nok" | "npr" | "nzd" | "pab" | "pen" | "pgk" | "php" | "pkr" | "pln" | "pyg" | "qar" | "ron" | "rsd" | "rwf" | "sar" | "sbd" | "scr" | "sek" | "sgd" | "shp" | "sos" | "srd" | "szl" | "thb" | "tjs" | "top" | "try" | "ttd" | "twd" | "tzs" | "uah" | "ugx" | "usd" | "uyu" | "uzs" | "vnd" | "vuv" | "wst" | "xaf" | "xcd" | "xcg" | "xof" | "xpf" | "yer" | "zar" | "zmw";
            tax_behavior?: components["schemas"]["TaxBehaviorOption"];
            /** Format: uuid */
            meter_id: string;
            /** @description Price per unit in cents: a number or decimal string, up to 12 decimal places. */
            unit_amount: number | string;
            cap_amount?: number | null;
        };
        ProductUpdate: {
            name?: string | null;
            description?: string | null;
            visibility?: components["schemas"]["ProductVisibility"] | null;
            medias?: string[] | null;
            attached_custom_fields?: components["schemas"]["AttachedCustomFieldCreate"][] | null;
            metadata?: components["schemas"]["Metadata"] | null;
            trial_interval?: components["schemas"]["RecurringInterval"];
            trial_interval_count?: number | null;
            /**
             * @description Cannot be changed once set.
             * @enum {string|null}
             */
            recurring_interval?: "day" | "week" | "month" | "year" | null;
            recurring_interval_count?: number | null;
            is_archived?: boolean | null;
            /** @description The full new list: `{id}` keeps an existing price, omitted prices are archived. */
            prices?: (components["schemas"]["ExistingProductPrice"] | components["schemas"]["ProductPriceFixedCreate"] | components["schemas"]["ProductPriceCustomCreate"] | components["schemas"]["ProductPriceFreeCreate"] | components["schemas"]["ProductPriceMeteredUnitCreate"] | ({
                /** @enum {string} */
                amount_type: "seat_based";
            } & {
                [key: string]: unknown;
            }))[] | null;
        };
        ExistingProductPrice: {
            /** Format: uuid */
            id: string;
        };
        ProductBenefitsUpdate: {
            benefits: string[];
        };
        ListResource_FileRead_: {
            items: components["schemas"]["FileRead"][];
            pagination: components["schemas"]["Pagination"];
        };
        FileUpload: {
            /** Format: uuid */
            id: string;
            organization_id: string;
            name: string;
            path: string;
            mime_type: string;
            size: number;
            storage_version: string | null;
            checksum_etag: string | null;
            checksum_sha256_base64: string | null;
            checksum_sha256_hex: string | null;
            /** Format: date-time */
            last_modified_at: string | null;
            version: string | null;
            is_uploaded: boolean;
            size_readable: string;
            service: components["schemas"]["FileServiceTypes"];
            upload: components["schemas"]["S3FileUploadMultipart"];
        };
        /** @enum {string} */
        FileServiceTypes: "downloadable" | "product_media" | "organization_avatar";
        S3FileUploadMultipart: {
            id: string;
            path: string;
            parts: components["schemas"]["S3FileUploadPart"][];
        };
        S3FileUploadPart: {
            number: number;
            chunk_start: number;
            chunk_end: number;
            checksum_sha256_base64: string | null;
            url: string;
            /** Format: date-time */
            expires_at: string;
            headers: {
                [key: string]: string;
            };
        };
        FileCreate: components["schemas"]["DownloadableFileCreate"] | components["schemas"]["ProductMediaFileCreate"] | components["schemas"]["OrganizationAvatarFileCreate"];
        DownloadableFileCreate: {
            /** Format: uuid */
            organization_id?: string | null;
            name: string;
            checksum_sha256_base64?: string | null;
            upload: components["schemas"]["S3FileCreateMultipart"];
            version?: string | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "downloadable";
            mime_type: string;
            size: number;
        };
        S3FileCreateMultipart: {
            parts: components["schemas"]["S3FileCreatePart"][];
        };
        S3FileCreatePart: {
            number: number;
            chunk_start: number;
            /** @description End of the part's bytes, exclusive. */
            chunk_end: number;
            checksum_sha256_base64?: string | null;
        };
        ProductMediaFileCreate: {
            /** Format: uuid */
            organization_id?: string | null;
            name: string;
            checksum_sha256_base64?: string | null;
            upload: components["schemas"]["S3FileCreateMultipart"];
            version?: string | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "product_media";
            mime_type: string;
            size: number;
        };
        OrganizationAvatarFileCreate: {
            /** Format: uuid */
            organization_id?: string | null;
            name: string;
            checksum_sha256_base64?: string | null;
            upload: components["schemas"]["S3FileCreateMultipart"];
            version?: string | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "organization_avatar";
            mime_type: string;
            size: number;
        };
        FileUploadCompleted: {
            /** @description The upload id (`upload.id` of the FileUpload). */
            id: string;
            path: string;
            parts: components["schemas"]["S3FileUploadCompletedPart"][];
        };
        S3FileUploadCompletedPart: {
            number: number;
            checksum_etag: string;
            checksum_sha256_base64: string | null;
        };
        FilePatch: {
            name?: string | null;
            version?: string | null;
        };
        ListResource_Benefit_: {
            items: components["schemas"]["Benefit"][];
            pagination: components["schemas"]["Pagination"];
        };
        BenefitCreate: components["schemas"]["BenefitCustomCreate"] | components["schemas"]["BenefitDiscordCreate"] | components["schemas"]["BenefitGitHubRepositoryCreate"] | components["schemas"]["BenefitDownloadablesCreate"] | components["schemas"]["BenefitLicenseKeysCreate"] | components["schemas"]["BenefitMeterCreditCreate"];
        BenefitCustomCreate: {
            /** @description Shown on products having this benefit. */
            description: string;
            /** Format: uuid */
            organization_id?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "custom";
            properties: components["schemas"]["BenefitCustomCreateProperties"];
        };
        /** @enum {string|null} */
        BenefitVisibility: "draft" | "private" | "public" | null;
        BenefitCustomCreateProperties: {
            note?: string | null;
        };
        BenefitDiscordCreate: {
            /** @description Shown on products having this benefit. */
            description: string;
            /** Format: uuid */
            organization_id?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "discord";
            properties: components["schemas"]["BenefitDiscordCreateProperties"];
        };
        BenefitDiscordCreateProperties: {
            guild_token: string;
            role_id: string;
            /** @default false */
            kick_member?: boolean;
        };
        BenefitGitHubRepositoryCreate: {
            /** @description Shown on products having this benefit. */
            description: string;
            /** Format: uuid */
            organization_id?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "github_repository";
            properties: components["schemas"]["BenefitGitHubRepositoryCreateProperties"];
        };
        BenefitGitHubRepositoryCreateProperties: {
            repository_owner: string;
            repository_name: string;
            /** @enum {string} */
            permission: "pull" | "triage" | "push" | "maintain" | "admin";
        };
        BenefitDownloadablesCreate: {
            /** @description Shown on products having this benefit. */
            description: string;
            /** Format: uuid */
            organization_id?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "downloadables";
            properties: components["schemas"]["BenefitDownloadablesCreateProperties"];
        };
        BenefitDownloadablesCreateProperties: {
            /** @default {} */
            archived?: {
                [key: string]: boolean;
            };
            files: string[];
        };
        BenefitLicenseKeysCreate: {
            /** @description Shown on products having this benefit. */
            description: string;
            /** Format: uuid */
            organization_id?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "license_keys";
            properties: components["schemas"]["BenefitLicenseKeysCreateProperties"];
        };
        BenefitLicenseKeysCreateProperties: {
            prefix?: string | null;
            expires?: components["schemas"]["BenefitLicenseKeyExpirationProperties"];
            activations?: components["schemas"]["BenefitLicenseKeyActivationCreateProperties"];
            limit_usage?: number | null;
        };
        BenefitLicenseKeyActivationCreateProperties: {
            limit: number;
            enable_customer_admin: boolean;
        } | null;
        BenefitMeterCreditCreate: {
            /** @description Shown on products having this benefit. */
            description: string;
            /** Format: uuid */
            organization_id?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "meter_credit";
            properties: components["schemas"]["BenefitMeterCreditCreateProperties"];
        };
        BenefitMeterCreditCreateProperties: {
            units: number;
            rollover: boolean;
            /** Format: uuid */
            meter_id: string;
        };
        BenefitUpdate: components["schemas"]["BenefitCustomUpdate"] | components["schemas"]["BenefitDiscordUpdate"] | components["schemas"]["BenefitGitHubRepositoryUpdate"] | components["schemas"]["BenefitDownloadablesUpdate"] | components["schemas"]["BenefitLicenseKeysUpdate"] | components["schemas"]["BenefitMeterCreditUpdate"];
        BenefitCustomUpdate: {
            /** @description Shown on products having this benefit. */
            description?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "custom";
            /** @description The type's properties; omitted or null keeps them. */
            properties?: {
                note?: string | null;
            } | null;
        };
        BenefitDiscordUpdate: {
            /** @description Shown on products having this benefit. */
            description?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "discord";
            /** @description The type's properties; omitted or null keeps them. */
            properties?: {
                guild_token: string;
                role_id: string;
                /** @default false */
                kick_member?: boolean;
            } | null;
        };
        BenefitGitHubRepositoryUpdate: {
            /** @description Shown on products having this benefit. */
            description?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "github_repository";
            /** @description The type's properties; omitted or null keeps them. */
            properties?: {
                repository_owner: string;
                repository_name: string;
                /** @enum {string} */
                permission: "pull" | "triage" | "push" | "maintain" | "admin";
            } | null;
        };
        BenefitDownloadablesUpdate: {
            /** @description Shown on products having this benefit. */
            description?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "downloadables";
            /** @description The type's properties; omitted or null keeps them. */
            properties?: {
                /** @default {} */
                archived?: {
                    [key: string]: boolean;
                };
                files: string[];
            } | null;
        };
        BenefitLicenseKeysUpdate: {
            /** @description Shown on products having this benefit. */
            description?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "license_keys";
            /** @description The type's properties; omitted or null keeps them. */
            properties?: {
                prefix?: string | null;
                expires?: components["schemas"]["BenefitLicenseKeyExpirationProperties"];
                activations?: components["schemas"]["BenefitLicenseKeyActivationCreateProperties"];
                limit_usage?: number | null;
            } | null;
        };
        BenefitMeterCreditUpdate: {
            /** @description Shown on products having this benefit. */
            description?: string | null;
            metadata?: components["schemas"]["Metadata"];
            visibility?: components["schemas"]["BenefitVisibility"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "meter_credit";
            /** @description The type's properties; omitted or null keeps them. */
            properties?: {
                units: number;
                rollover: boolean;
                /** Format: uuid */
                meter_id: string;
            } | null;
        };
        ListResource_BenefitGrant_: {
            items: components["schemas"]["BenefitGrant"][];
            pagination: components["schemas"]["Pagination"];
        };
        BenefitGrant: {
            id: string;
            created_at: string;
            modified_at: string | null;
            granted_at: string | null;
            is_granted: boolean;
            revoked_at: string | null;
            is_revoked: boolean;
            subscription_id: string | null;
            order_id: string | null;
            customer_id: string;
            member_id: string | null;
            benefit_id: string;
            error: {
                message: string;
                type: string;
                timestamp: string;
            } | null;
            customer: components["schemas"]["Customer"];
            member: null;
            benefit: components["schemas"]["Benefit"];
            properties: {
                [key: string]: unknown;
            };
        };
        BenefitIntegrationList: {
            items: components["schemas"]["BenefitIntegration"][];
        };
        BenefitIntegration: {
            /** @enum {string} */
            provider: "github" | "discord";
            /** @description The token's last four characters. */
            token_hint: string;
            created_at: string;
            modified_at: string | null;
        };
        BenefitIntegrationSet: {
            /** @description github: a token allowed to manage the repositories' collaborators (fine-grained: Administration read and write). discord: the bot token of an application whose bot is in the server with Manage Roles. */
            token: string;
        };
        ListResource_LicenseKeyRead_: {
            items: components["schemas"]["LicenseKeyRead"][];
            pagination: components["schemas"]["Pagination"];
        };
        LicenseKeyRead: {
            id: string;
            created_at: string;
            modified_at: string | null;
            organization_id: string;
            customer_id: string;
            customer: components["schemas"]["LicenseKeyCustomer"];
            /** @description From Polar-Version 2026-10; absent in earlier versions. */
            member_id?: string | null;
            /** @description From Polar-Version 2026-10; absent in earlier versions. */
            member?: {
                id: string;
                email: string;
                external_id: string | null;
            } | null;
            benefit_id: string;
            key: string;
            display_key: string;
            status: components["schemas"]["LicenseKeyStatus"];
            limit_activations: number | null;
            usage: number;
            limit_usage: number | null;
            validations: number;
            last_validated_at: string | null;
            expires_at: string | null;
        };
        LicenseKeyCustomer: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            external_id: string | null;
            email: string;
            email_verified: boolean;
            /** @enum {string} */
            type: "individual";
            name: string | null;
            billing_name: string | null;
            billing_address: components["schemas"]["Address"];
            tax_id: [
                string,
                string
            ] | null;
            locale: string | null;
            organization_id: string;
            default_payment_method_id: string | null;
            /** Format: date-time */
            deleted_at: string | null;
            /** Format: date-time */
            first_user_event_at: string | null;
            avatar_url: string;
        };
        /** @enum {string} */
        LicenseKeyStatus: "granted" | "revoked" | "disabled";
        LicenseKeyWithActivations: {
            id: string;
            created_at: string;
            modified_at: string | null;
            organization_id: string;
            customer_id: string;
            customer: components["schemas"]["LicenseKeyCustomer"];
            /** @description From Polar-Version 2026-10; absent in earlier versions. */
            member_id?: string | null;
            /** @description From Polar-Version 2026-10; absent in earlier versions. */
            member?: {
                id: string;
                email: string;
                external_id: string | null;
            } | null;
            benefit_id: string;
            key: string;
            display_key: string;
            status: components["schemas"]["LicenseKeyStatus"];
            limit_activations: number | null;
            usage: number;
            limit_usage: number | null;
            validations: number;
            last_validated_at: string | null;
            expires_at: string | null;
            activations: components["schemas"]["LicenseKeyActivationBase"][];
        };
        LicenseKeyActivationBase: {
            id: string;
            license_key_id: string;
            label: string;
            meta: {
                [key: string]: string | number | boolean;
            };
            created_at: string;
            modified_at: string | null;
        };
        LicenseKeyUpdate: {
            status?: components["schemas"]["LicenseKeyStatus"] | null;
            usage?: number;
            limit_activations?: number | null;
            limit_usage?: number | null;
            /** Format: date-time */
            expires_at?: string | null;
        };
        LicenseKeyActivationRead: components["schemas"]["LicenseKeyActivationBase"] & {
            license_key: components["schemas"]["LicenseKeyRead"];
        };
        ValidatedLicenseKey: {
            id: string;
            created_at: string;
            modified_at: string | null;
            organization_id: string;
            customer_id: string;
            customer: components["schemas"]["LicenseKeyCustomer"];
            /** @description From Polar-Version 2026-10; absent in earlier versions. */
            member_id?: string | null;
            /** @description From Polar-Version 2026-10; absent in earlier versions. */
            member?: {
                id: string;
                email: string;
                external_id: string | null;
            } | null;
            benefit_id: string;
            key: string;
            display_key: string;
            status: components["schemas"]["LicenseKeyStatus"];
            limit_activations: number | null;
            usage: number;
            limit_usage: number | null;
            validations: number;
            last_validated_at: string | null;
            expires_at: string | null;
            /** @description From Polar-Version 2027-01; absent in earlier versions. */
            subscription_id?: string | null;
            /** @description From Polar-Version 2027-01; absent in earlier versions. */
            subscription?: {
                id: string;
                status: string;
                current_period_start: string;
                current_period_end: string;
                cancel_at_period_end: boolean;
                ends_at: string | null;
            } | null;
            /** @description From Polar-Version 2027-01; absent in earlier versions. */
            order_id?: string | null;
            /** @description From Polar-Version 2027-01; absent in earlier versions. */
            order?: {
                id: string;
                created_at: string;
                status: string;
                paid: boolean;
            } | null;
            activation: components["schemas"]["LicenseKeyActivationBase"] | null;
        };
        LicenseKeyUsageExceeded: {
            /** @enum {string} */
            error: "BadRequest";
            detail: string;
        };
        LicenseKeyValidate: {
            key: string;
            /** Format: uuid */
            organization_id: string;
            /** Format: uuid */
            activation_id?: string | null;
            /** Format: uuid */
            benefit_id?: string | null;
            /** Format: uuid */
            customer_id?: string | null;
            increment_usage?: number | null;
            conditions?: {
                [key: string]: string | number | boolean;
            };
        };
        LicenseKeyActivationCreated: components["schemas"]["LicenseKeyActivationBase"] & {
            license_key: components["schemas"]["GrantedLicenseKey"];
        };
        GrantedLicenseKey: {
            id: string;
            created_at: string;
            modified_at: string | null;
            organization_id: string;
            customer_id: string;
            customer: components["schemas"]["LicenseKeyCustomer"];
            /** @description From Polar-Version 2026-10; absent in earlier versions. */
            member_id?: string | null;
            /** @description From Polar-Version 2026-10; absent in earlier versions. */
            member?: {
                id: string;
                email: string;
                external_id: string | null;
            } | null;
            benefit_id: string;
            key: string;
            display_key: string;
            status: components["schemas"]["LicenseKeyStatus"];
            limit_activations: number | null;
            usage: number;
            limit_usage: number | null;
            validations: number;
            last_validated_at: string | null;
            expires_at: string | null;
            /** @description From Polar-Version 2027-01; absent in earlier versions. */
            subscription_id?: string | null;
            /** @description From Polar-Version 2027-01; absent in earlier versions. */
            subscription?: {
                id: string;
                status: string;
                current_period_start: string;
                current_period_end: string;
                cancel_at_period_end: boolean;
                ends_at: string | null;
            } | null;
            /** @description From Polar-Version 2027-01; absent in earlier versions. */
            order_id?: string | null;
            /** @description From Polar-Version 2027-01; absent in earlier versions. */
            order?: {
                id: string;
                created_at: string;
                status: string;
                paid: boolean;
            } | null;
        };
        LicenseKeyActivate: {
            key: string;
            /** Format: uuid */
            organization_id: string;
            label: string;
            conditions?: {
                [key: string]: string | number | boolean;
            };
            meta?: {
                [key: string]: string | number | boolean;
            };
        };
        LicenseKeyDeactivate: {
            key: string;
            /** Format: uuid */
            organization_id: string;
            /** Format: uuid */
            activation_id: string;
        };
        ListResource_Discount_: {
            items: components["schemas"]["Discount"][];
            pagination: components["schemas"]["Pagination"];
        };
        Discount: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            name: string;
            code: string | null;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            max_redemptions: number | null;
            max_redemptions_per_customer: null;
            redemptions_count: number;
            organization_id: string;
            products: components["schemas"]["DiscountProduct"][];
            type: components["schemas"]["DiscountType"];
            duration: components["schemas"]["DiscountDuration"];
            duration_in_months?: number;
            amount?: number;
            currency?: string;
            amounts?: {
                [key: string]: number;
            };
            basis_points?: number;
        };
        DiscountProduct: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            trial_interval: components["schemas"]["RecurringInterval"];
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            visibility: components["schemas"]["ProductVisibility"];
            recurring_interval: components["schemas"]["RecurringInterval"];
            recurring_interval_count: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
        };
        /** @enum {string} */
        DiscountType: "fixed" | "percentage";
        /** @enum {string} */
        DiscountDuration: "once" | "forever" | "repeating";
        DiscountCreate: components["schemas"]["DiscountFixedCreate"] | components["schemas"]["DiscountPercentageCreate"];
        DiscountFixedCreate: {
            name: string;
            /** @description Code customers type at checkout: 3 to 256 letters or digits, unique ignoring case. */
            code?: string | null;
            /** Format: date-time */
            starts_at?: string | null;
            /** Format: date-time */
            ends_at?: string | null;
            max_redemptions?: number | null;
            duration: components["schemas"]["DiscountDuration"];
            duration_in_months?: number | null;
            products?: string[] | null;
            metadata?: components["schemas"]["Metadata"];
            /** Format: uuid */
            organization_id?: string | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fixed";
            /** @description Amount in minor units of `currency`. */
            amount?: number | null;
            /**
             * @description Lowercase ISO 4217 code.
             * @enum {string}
             */
            currency?: "aed" | "all" | "amd" | "aoa" | "ars" | "aud" | "awg" | "azn" | "bam" | "bbd" | "bdt" | "bif" | "bmd" | "bnd" | "bob" | "brl" | "bsd" | "bwp" | "bzd" | "cad" | "cdf" | "chf" | "clp" | "cny" | "cop" | "crc" | "cve" | "czk" | "djf" | "dkk" | "dop" | "dzd" | "egp" | "etb" | "eur" | "fjd" | "fkp" | "gbp" | "gel" | "gip" | "gmd" | "gnf" | "gtq" | "gyd" | "hkd" | "hnl" | "htg" | "huf" | "idr" | "ils" | "inr" | "isk" | "jmd" | "jpy" | "kes" | "kgs" | "khr" | "kmf" | "krw" | "kyd" | "kzt" | "lak" | "lkr" | "lrd" | "lsl" | "mad" | "mdl" | "mga" | "mkd" | "mnt" | "mop" | "mur" | "mvr" | "mwk" | "mxn" | "myr" | "mzn" | "nad" | "ngn" | "nio" | "nok" | "npr" | "nzd" | "pab" | "pen" | "pgk" | "php" | "pkr" | "pln" | "pyg" | "qar" | "ron" | "rsd" | "rwf" | "sar" | "sbd" | "scr" | "sek" | "sgd" | "shp" | "sos" | "srd" | "szl" | "thb" | "tjs" | "top" | "try" | "ttd" | "twd" | "tzs" | "uah" | "ugx" | "usd" | "uyu" | "uzs" | "vnd" | "vuv" | "wst" | "xaf" | "xcd" | "xcg" | "xof" | "xpf" | "yer" | "zar" | "zmw";
            /** @description Amount to take off per currency, in minor units. */
            amounts?: {
                [key: string]: number;
            } | null;
        };
        DiscountPercentageCreate: {
            name: string;
            /** @description Code customers type at checkout: 3 to 256 letters or digits, unique ignoring case. */
            code?: string | null;
            /** Format: date-time */
            starts_at?: string | null;
            /** Format: date-time */
            ends_at?: string | null;
            max_redemptions?: number | null;
            duration: components["schemas"]["DiscountDuration"];
            duration_in_months?: number | null;
            products?: string[] | null;
            metadata?: components["schemas"]["Metadata"];
            /** Format: uuid */
            organization_id?: string | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "percentage";
            /** @description 10000 = 100 %. */
            basis_points: number;
        };
        DiscountUpdate: {
            name?: string | null;
            /** @description Code customers type at checkout: 3 to 256 letters or digits, unique ignoring case. */
            code?: string | null;
            /** Format: date-time */
            starts_at?: string | null;
            /** Format: date-time */
            ends_at?: string | null;
            max_redemptions?: number | null;
            duration?: components["schemas"]["DiscountDuration"] | null;
            duration_in_months?: number | null;
            type?: components["schemas"]["DiscountType"] | null;
            amount?: number | null;
            /**
             * @description Lowercase ISO 4217 code.
             * @enum {string}
             */
            currency?: "aed" | "all" | "amd" | "aoa" | "ars" | "aud" | "awg" | "azn" | "bam" | "bbd" | "bdt" | "bif" | "bmd" | "bnd" | "bob" | "brl" | "bsd" | "bwp" | "bzd" | "cad" | "cdf" | "chf" | "clp" | "cny" | "cop" | "crc" | "cve" | "czk" | "djf" | "dkk" | "dop" | "dzd" | "egp" | "etb" | "eur" | "fjd" | "fkp" | "gbp" | "gel" | "gip" | "gmd" | "gnf" | "gtq" | "gyd" | "hkd" | "hnl" | "htg" | "huf" | "idr" | "ils" | "inr" | "isk" | "jmd" | "jpy" | "kes" | "kgs" | "khr" | "kmf" | "krw" | "kyd" | "kzt" | "lak" | "lkr" | "lrd" | "lsl" | "mad" | "mdl" | "mga" | "mkd" | "mnt" | "mop" | "mur" | "mvr" | "mwk" | "mxn" | "myr" | "mzn" | "nad" | "ngn" | "nio" | "nok" | "npr" | "nzd" | "pab" | "pen" | "pgk" | "php" | "pkr" | "pln" | "pyg" | "qar" | "ron" | "rsd" | "rwf" | "sar" | "sbd" | "scr" | "sek" | "sgd" | "shp" | "sos" | "srd" | "szl" | "thb" | "tjs" | "top" | "try" | "ttd" | "twd" | "tzs" | "uah" | "ugx" | "usd" | "uyu" | "uzs" | "vnd" | "vuv" | "wst" | "xaf" | "xcd" | "xcg" | "xof" | "xpf" | "yer" | "zar" | "zmw";
            /** @description Amount to take off per currency, in minor units. */
            amounts?: {
                [key: string]: number;
            } | null;
            basis_points?: number | null;
            products?: string[] | null;
            metadata?: components["schemas"]["Metadata"] | null;
        };
        ListResource_Customer_: {
            items: components["schemas"]["Customer"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @example {
         *       "email": "jane@example.com",
         *       "name": "Jane Doe",
         *       "external_id": "user_1042",
         *       "metadata": {
         *         "signup_source": "newsletter"
         *       }
         *     }
         */
        CustomerCreate: {
            /**
             * Format: email
             * @example customer@example.com
             */
            email: string;
            name?: string | null;
            /**
             * @description The customer's id in your system: unique in the organization; once set it can't change.
             * @example usr_1337
             */
            external_id?: string | null;
            billing_address?: components["schemas"]["AddressInput"];
            /**
             * @description A tax id of the billing address's country (EU VAT number, GB VAT, US EIN, …); needs `billing_address`.
             * @example FR61954506077
             */
            tax_id?: string | null;
            /** @example en-US */
            locale?: string;
            metadata?: components["schemas"]["Metadata"];
            /** Format: uuid */
            organization_id?: string | null;
            /**
             * @description Only `individual` (the default) is supported.
             * @enum {string}
             */
            type?: "individual";
        };
        CustomerUpdateExternalID: {
            /**
             * Format: email
             * @example customer@example.com
             */
            email?: string;
            name?: string | null;
            billing_address?: components["schemas"]["AddressInput"];
            /**
             * @description A tax id of the billing address's country (EU VAT number, GB VAT, US EIN, …); needs `billing_address`.
             * @example FR61954506077
             */
            tax_id?: string | null;
            /** @example en-US */
            locale?: string;
            metadata?: components["schemas"]["Metadata"];
        };
        CustomerState: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            external_id: string | null;
            email: string;
            email_verified: boolean;
            /** @enum {string} */
            type: "individual";
            name: string | null;
            billing_name: string | null;
            billing_address: components["schemas"]["Address"];
            tax_id: [
                string,
                string
            ] | null;
            locale: string | null;
            organization_id: string;
            default_payment_method_id: string | null;
            /** Format: date-time */
            deleted_at: string | null;
            /** Format: date-time */
            first_user_event_at: string | null;
            avatar_url: string;
            active_subscriptions: {
                [key: string]: unknown;
            }[];
            granted_benefits: components["schemas"]["CustomerStateBenefitGrant"][];
            active_meters: components["schemas"]["CustomerStateMeter"][];
        };
        CustomerStateBenefitGrant: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: date-time */
            granted_at: string;
            benefit_id: string;
            benefit_type: string;
            benefit_metadata: components["schemas"]["Metadata"];
            properties: {
                [key: string]: unknown;
            };
        };
        CustomerStateMeter: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            meter_id: string;
            consumed_units: number;
            credited_units: number;
            balance: number;
        };
        CustomerUpdate: {
            /**
             * Format: email
             * @example customer@example.com
             */
            email?: string;
            name?: string | null;
            billing_address?: components["schemas"]["AddressInput"];
            /**
             * @description A tax id of the billing address's country (EU VAT number, GB VAT, US EIN, …); needs `billing_address`.
             * @example FR61954506077
             */
            tax_id?: string | null;
            /** @example en-US */
            locale?: string;
            metadata?: components["schemas"]["Metadata"];
            /**
             * @description The customer's id in your system: unique in the organization; once set it can't change.
             * @example usr_1337
             */
            external_id?: string | null;
            /** @enum {string|null} */
            type?: "individual" | null;
        };
        CustomerSession: {
            created_at: string;
            modified_at: string | null;
            /** Format: uuid */
            id: string;
            /** @description The bearer token of `/v1/customer-portal/*` (`polar_cst_…`), valid one hour. */
            token: string;
            expires_at: string;
            return_url: string | null;
            /** @description Opens the portal signed in as this customer. */
            customer_portal_url: string;
            /** Format: uuid */
            customer_id: string;
            customer: components["schemas"]["Customer"];
        };
        CustomerSessionCreate: {
            /** Format: uuid */
            customer_id?: string;
            external_customer_id?: string;
            /**
             * Format: uri
             * @description When set, the portal shows a back link to this URL.
             */
            return_url?: string | null;
            /**
             * Format: uuid
             * @description Members belong to seat-based billing; not used.
             */
            member_id?: string | null;
            /** @description Members belong to seat-based billing; not used. */
            external_member_id?: string | null;
        };
        CustomerSessionCodeRequest: {
            /** Format: email */
            email: string;
            /** Format: uuid */
            organization_id: string;
            /** Format: uuid */
            customer_id?: string | null;
        };
        CustomerSessionCodeAuthenticateResponse: {
            token: string;
        };
        CustomerSessionCodeAuthenticateRequest: {
            code: string;
        };
        CustomerOrganizationData: {
            organization: components["schemas"]["CustomerOrganization"];
            products: components["schemas"]["CustomerProduct"][];
        };
        CustomerOrganization: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            avatar_url: string | null;
            /** @enum {string} */
            proration_behavior: "invoice" | "prorate" | "next_period";
            allow_customer_updates: boolean;
            customer_portal_settings: {
                usage: {
                    show: boolean;
                };
                subscription: {
                    update_seats: boolean;
                    update_plan: boolean;
                };
                customer: {
                    allow_email_change: boolean;
                };
            };
            organization_features: {
                member_model_enabled: boolean;
                checkout_localization_enabled: boolean;
            };
        };
        CustomerProduct: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            trial_interval: components["schemas"]["RecurringInterval"];
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            visibility: components["schemas"]["ProductVisibility"];
            recurring_interval: components["schemas"]["RecurringInterval"];
            recurring_interval_count: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            prices: components["schemas"]["ProductPrice"][];
            benefits: components["schemas"]["Benefit"][];
            /** @description The product's images (`service` is `product_media`). */
            medias: components["schemas"]["FileRead"][];
        };
        CustomerCustomerSession: {
            expires_at: string;
            return_url: string | null;
        };
        PortalAuthenticatedUser: {
            /** @description Always `customer` (members belong to seat-based billing). */
            type: string;
            name: string | null;
            email: string;
            /** Format: uuid */
            customer_id: string;
            /** Format: uuid */
            member_id: string | null;
            role: string | null;
        };
        ListResource_CustomerSubscription_: {
            items: components["schemas"]["CustomerSubscription"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerSubscription: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            amount: number;
            currency: string;
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            recurring_interval_count: number;
            status: components["schemas"]["SubscriptionStatus"];
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            /** Format: date-time */
            trial_start: string | null;
            /** Format: date-time */
            trial_end: string | null;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
            customer_id: string;
            product_id: string;
            discount_id: string | null;
            checkout_id: string | null;
            customer_cancellation_reason: components["schemas"]["CustomerCancellationReason"];
            customer_cancellation_comment: string | null;
            prices: components["schemas"]["ProductPrice"][];
            pending_update: components["schemas"]["PendingSubscriptionUpdate"];
            /** Format: date-time */
            current_meter_period_start: string | null;
            /** Format: date-time */
            current_meter_period_end: string | null;
            pause_at_period_end: boolean;
            /** Format: date-time */
            paused_at: string | null;
            /** Format: date-time */
            resumes_at: string | null;
            product: components["schemas"]["CustomerSubscriptionProduct"];
            meters: components["schemas"]["CustomerSubscriptionMeter"][];
        };
        /** @enum {string} */
        SubscriptionStatus: "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid";
        /** @enum {string|null} */
        CustomerCancellationReason: "customer_service" | "low_quality" | "missing_features" | "switched_service" | "too_complex" | "too_expensive" | "unused" | "other" | null;
        PendingSubscriptionUpdate: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            /** Format: date-time */
            applies_at: string;
            product_id: string | null;
            seats: number | null;
        } | null;
        CustomerSubscriptionProduct: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            trial_interval: components["schemas"]["RecurringInterval"];
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            visibility: components["schemas"]["ProductVisibility"];
            recurring_interval: components["schemas"]["RecurringInterval"];
            recurring_interval_count: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            prices: components["schemas"]["ProductPrice"][];
            /** @description The product's images (`service` is `product_media`). */
            medias: components["schemas"]["FileRead"][];
            benefits: components["schemas"]["BenefitPublic"][];
            organization: components["schemas"]["CustomerOrganization"];
        };
        BenefitPublic: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            /** @enum {string} */
            type: "custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit";
        };
        CustomerSubscriptionMeter: components["schemas"]["SubscriptionMeter"] & {
            meter?: components["schemas"]["CustomerSubscriptionMeterMeter"];
        };
        CustomerSubscriptionMeterMeter: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            name: string;
        };
        SubscriptionMeter: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            consumed_units: number;
            credited_units: number;
            amount: number;
            meter_id: string;
            meter: components["schemas"]["Meter"];
        };
        SubscriptionProrationPreview: {
            proration_behavior: components["schemas"]["SubscriptionProrationBehavior"];
            product_id: string;
            currency: string;
            /**
             * Format: date-time
             * @description When the new plan takes effect.
             */
            applies_at: string;
            /**
             * Format: date-time
             * @description The billing period after the change.
             */
            period_start: string;
            /** Format: date-time */
            period_end: string;
            /** @description Unused time of the current plan (≤ 0). */
            credit_amount: number;
            /** @description Remaining time on the new plan, or its full period when the interval changes (≥ 0). */
            debit_amount: number;
            /** @description credit_amount + debit_amount. */
            net_amount: number;
            /** @description Tax of what is charged now. */
            tax_amount: number;
            /** @description What the saved card is charged now. */
            due_now_amount: number;
            lines: {
                label: string;
                amount: number;
            }[];
        };
        /** @enum {string} */
        SubscriptionProrationBehavior: "invoice" | "prorate" | "next_period";
        /** @description `{product_id}` changes the plan (when the organization's `customer_portal_settings.subscription.update_plan` allows it; proration as the organization's `proration_behavior`); `{cancel_at_period_end: true, cancellation_reason?, cancellation_comment?}` cancels at the end of the period; `{cancel_at_period_end: false}` uncancels; `{pending_update: null}` drops a scheduled plan change. Seats are not supported (422); pausing is not enabled (403 `PauseResumeNotAllowed`). */
        CustomerSubscriptionUpdate: {
            /** Format: uuid */
            product_id?: string;
            cancel_at_period_end?: boolean | null;
            cancellation_reason?: components["schemas"]["CustomerCancellationReason"];
            cancellation_comment?: string | null;
            pending_update?: null;
            seats?: unknown;
            pause_at_period_end?: unknown;
            resumes_at?: unknown;
            resume?: unknown;
        };
        CustomerPortalCustomer: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            email: string | null;
            email_verified: boolean;
            name: string | null;
            billing_name: string | null;
            billing_address: components["schemas"]["Address"];
            tax_id: [
                string,
                string
            ] | null;
            /** @description Linked OAuth accounts (none: Kassa has no customer OAuth). */
            oauth_accounts: {
                [key: string]: {
                    account_id: string;
                    account_username: string | null;
                };
            };
            default_payment_method_id: string | null;
            /** @enum {string|null} */
            type: "individual" | null;
            locale: string | null;
        };
        CustomerPortalCustomerUpdate: {
            billing_name?: string | null;
            billing_address?: components["schemas"]["AddressInput"];
            /** @description A tax id of the billing address's country; needs `billing_address`. */
            tax_id?: string | null;
            /**
             * Format: uuid
             * @description One of the customer's saved payment methods, charged for renewals.
             */
            default_payment_method_id?: string | null;
        };
        CustomerEmailUpdateRequest: {
            /**
             * Format: email
             * @example customer@example.com
             */
            email: string;
        };
        CustomerEmailUpdateVerifyResponse: {
            /** @description A new customer session token (`polar_cst_…`). */
            token: string;
        };
        CustomerEmailUpdateVerifyRequest: {
            token: string;
        };
        ListResource_CustomerPaymentMethod_: {
            items: components["schemas"]["PaymentMethodCard"][];
            pagination: components["schemas"]["Pagination"];
        };
        PaymentMethodCard: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /**
             * @description Always `stripe` on the wire (Polar's only value), whichever processor Kassa runs.
             * @enum {string}
             */
            processor: "stripe";
            customer_id: string;
            /** @enum {string} */
            type: "card";
            method_metadata: components["schemas"]["PaymentMethodCardMetadata"];
            /** @description Kassa: whether this is the customer's default card (`default_payment_method_id`). */
            is_default: boolean;
        };
        PaymentMethodCardMetadata: {
            brand: string;
            last4: string;
            exp_month: number;
            exp_year: number;
            wallet: string | null;
        };
        CustomerPaymentMethodCreateResponse: components["schemas"]["CustomerPaymentMethodCreateSucceededResponse"] | components["schemas"]["CustomerPaymentMethodCreateRequiresActionResponse"];
        CustomerPaymentMethodCreateSucceededResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "succeeded";
            payment_method: components["schemas"]["PaymentMethodCard"];
        };
        CustomerPaymentMethodCreateRequiresActionResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "requires_action";
            client_secret: string;
        };
        PaymentMethodSetupFailed: {
            /** @enum {string} */
            error: "PaymentMethodSetupFailed";
            detail: string;
        };
        CustomerPaymentMethodCreate: {
            /** @description The card to save: a Stripe confirmation token (`ctoken_…`) from Stripe Elements, or with the sandbox processor a card token or test value (`pm_card_visa`). */
            confirmation_token_id: string;
            set_default: boolean;
            /** @description Where a card needing authentication returns to. */
            return_url: string;
        };
        CustomerNotReady: {
            /** @enum {string} */
            error: "CustomerNotReady";
            detail: string;
        };
        CustomerPaymentMethodConfirm: {
            /** @description The payment method the processor set up for the customer after the authentication step (`pm_…`). */
            setup_intent_id: string;
            set_default: boolean;
        };
        PaymentMethodInUseByActiveSubscription: {
            /** @enum {string} */
            error: "PaymentMethodInUseByActiveSubscription";
            detail: string;
        };
        ListResource_CustomerOrder_: {
            items: components["schemas"]["CustomerOrder"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerOrder: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            status: components["schemas"]["OrderStatus"];
            paid: boolean;
            subtotal_amount: number;
            discount_amount: number;
            net_amount: number;
            tax_amount: number;
            total_amount: number;
            applied_balance_amount: number;
            due_amount: number;
            refunded_amount: number;
            refunded_tax_amount: number;
            refundable_amount: number;
            refundable_tax_amount: number;
            currency: string;
            billing_reason: components["schemas"]["OrderBillingReason"];
            billing_name: string | null;
            billing_address: components["schemas"]["Address"];
            invoice_number: string;
            is_invoice_generated: boolean;
            receipt_number: string | null;
            seats: number | null;
            customer_id: string;
            product_id: string | null;
            discount_id: string | null;
            subscription_id: string | null;
            checkout_id: string | null;
            /** Format: date-time */
            next_payment_attempt_at: string | null;
            items: components["schemas"]["OrderItemSchema"][];
            description: string;
            product: components["schemas"]["CustomerOrderProduct"];
            subscription: components["schemas"]["CustomerOrderSubscription"];
        };
        /** @enum {string} */
        OrderStatus: "pending" | "paid" | "refunded" | "partially_refunded" | "void";
        /** @enum {string} */
        OrderBillingReason: "purchase" | "subscription_create" | "subscription_cycle" | "subscription_update" | "subscription_meter_cycle";
        OrderItemSchema: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            label: string;
            amount: number;
            tax_amount: number;
            proration: boolean;
            product_price_id: string | null;
        };
        CustomerOrderProduct: components["schemas"]["CustomerProduct"] & ({
            organization: components["schemas"]["CustomerOrganization"];
        } | null);
        CustomerOrderSubscription: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            amount: number;
            currency: string;
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            recurring_interval_count: number;
            status: components["schemas"]["SubscriptionStatus"];
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            /** Format: date-time */
            trial_start: string | null;
            /** Format: date-time */
            trial_end: string | null;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
            customer_id: string;
            product_id: string;
            discount_id: string | null;
            checkout_id: string | null;
            customer_cancellation_reason: components["schemas"]["CustomerCancellationReason"];
            customer_cancellation_comment: string | null;
            /** Format: date-time */
            current_meter_period_start: string | null;
            /** Format: date-time */
            current_meter_period_end: string | null;
            /** Format: date-time */
            past_due_at: string | null;
            pause_at_period_end: boolean;
            /** Format: date-time */
            paused_at: string | null;
            /** Format: date-time */
            resumes_at: string | null;
            seats: number | null;
        } | null;
        /** @enum {string} */
        ProductBillingType: "one_time" | "recurring";
        CustomerOrderUpdate: {
            billing_name?: string | null;
            /** @description The address on the invoice. Its country and state cannot change. */
            billing_address?: {
                line1?: string | null;
                line2?: string | null;
                postal_code?: string | null;
                city?: string | null;
                state?: string | null;
                /**
                 * @example US
                 * @enum {string}
                 */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            } | null;
        };
        OrderNotEligibleForInvoice: {
            /** @enum {string} */
            error: "OrderNotEligibleForInvoice";
            detail: string;
        };
        MissingInvoiceBillingDetails: {
            /** @enum {string} */
            error: "MissingInvoiceBillingDetails";
            detail: string;
        };
        CustomerOrderInvoice: {
            /** @description A download URL of the invoice PDF, valid 10 minutes. */
            url: string;
        };
        CustomerOrderReceipt: {
            /** @description A download URL of the receipt PDF, valid 10 minutes. */
            url: string;
        };
        CustomerOrderPaymentStatus: {
            /** @description `succeeded`, `pending`, `processing`, `failed` or `canceled`. */
            status: string;
            error: string | null;
        };
        CustomerOrderPaymentConfirmation: {
            /** @description `succeeded` or `failed`. */
            status: string;
            client_secret: string | null;
            error: string | null;
        };
        PaymentAlreadyInProgress: {
            /** @enum {string} */
            error: "PaymentAlreadyInProgress";
            detail: string;
        };
        OrderNotEligibleForRetry: {
            /** @enum {string} */
            error: "OrderNotEligibleForRetry";
            detail: string;
        };
        ManualRetryLimitExceeded: {
            /** @enum {string} */
            error: "ManualRetryLimitExceeded";
            detail: string;
        };
        CustomerOrderConfirmPayment: {
            /** @description A new card: a Stripe confirmation token, or with the sandbox a card token or test value. */
            confirmation_token_id?: string | null;
            /**
             * Format: uuid
             * @description One of the customer's saved payment methods.
             */
            payment_method_id?: string | null;
            /**
             * @default stripe
             * @enum {string}
             */
            payment_processor?: "stripe";
        };
        CustomerOrderCreditNotes: components["schemas"]["CreditNote"][];
        /** @description The document a succeeded refund issues against the order's invoice, as Stripe and Polar issue them (a Kassa resource: Polar's API has none). */
        CreditNote: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            modified_at: null;
            /**
             * @description `<prefix>-CN-<NNNN>`: one sequence per organization, without gaps.
             * @example Q7K2M9XA-CN-0001
             */
            number: string;
            /** @description The number of the invoice this note credits. */
            invoice_number: string;
            /** Format: uuid */
            organization_id: string;
            /** Format: uuid */
            order_id: string;
            /** Format: uuid */
            refund_id: string;
            /** Format: uuid */
            customer_id: string;
            /** @description The refund's reason. */
            reason: string;
            currency: string;
            /** @description Pre-tax amount credited (the refund's amount). */
            subtotal_amount: number;
            /** @description Tax reversed (the refund's tax amount). */
            tax_amount: number;
            /** @description subtotal_amount + tax_amount. */
            total_amount: number;
            lines: components["schemas"]["CreditNoteLine"][];
        };
        CreditNoteLine: {
            label: string;
            /** @description Pre-tax amount credited, in minor units. */
            amount: number;
            /** @description Tax reversed with it, in minor units. */
            tax_amount: number;
        };
        CreditNotePdf: {
            /** @description A signed download link of the PDF, valid 10 minutes. */
            url: string;
        };
        ListResource_CustomerBenefitGrant_: {
            items: components["schemas"]["CustomerBenefitGrant"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerBenefitGrant: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            /** Format: date-time */
            granted_at: string | null;
            /** Format: date-time */
            revoked_at: string | null;
            customer_id: string;
            member_id: string | null;
            benefit_id: string;
            subscription_id: string | null;
            order_id: string | null;
            is_granted: boolean;
            is_revoked: boolean;
            error: {
                message: string;
                type: string;
                timestamp: string;
            } | null;
            customer: components["schemas"]["CustomerPortalCustomer"];
            benefit: components["schemas"]["BenefitSubscriber"];
            /** @description The grant's properties: license_keys `{license_key_id, display_key}`, downloadables `{files}`, meter_credit `{last_credited_meter_id, last_credited_units, last_credited_at}`, discord and github_repository the linked account. */
            properties: {
                [key: string]: unknown;
            };
        };
        BenefitSubscriber: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @enum {string} */
            type: "custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit";
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: {
                [key: string]: string | number | boolean;
            };
            organization: components["schemas"]["BenefitSubscriberOrganization"];
            /** @description By type: custom `{note}`, discord `{guild_id}`, github_repository `{repository_owner, repository_name}`, downloadables `{active_files}`, license_keys `{prefix, expires, activations, limit_usage}`, meter_credit `{units, rollover, meter_id}`, feature_flag `{}`. */
            properties: {
                [key: string]: unknown;
            };
        };
        BenefitSubscriberOrganization: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            avatar_url: string | null;
            /** @enum {string} */
            proration_behavior: "invoice" | "prorate" | "next_period";
            allow_customer_updates: boolean;
        };
        CustomerBenefitGrantUpdate: {
            /** @enum {string} */
            benefit_type: "custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit";
            /** @description discord and github_repository: `{account_id}`, the customer's OAuth account. */
            properties?: {
                account_id: string | null;
            };
        };
        ListResource_DownloadableRead_: {
            items: components["schemas"]["DownloadableRead"][];
            pagination: components["schemas"]["Pagination"];
        };
        DownloadableRead: {
            id: string;
            benefit_id: string;
            file: components["schemas"]["FileDownload"];
        };
        FileDownload: components["schemas"]["DownloadableFileRead"] & {
            download: components["schemas"]["S3DownloadURL"];
        };
        S3DownloadURL: {
            /** @description Signed link, valid 10 minutes. */
            url: string;
            headers: {
                [key: string]: string;
            };
            /** Format: date-time */
            expires_at: string;
        };
        ListResource_CustomerCustomerMeter_: {
            items: components["schemas"]["CustomerCustomerMeter"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerCustomerMeter: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            customer_id: string;
            meter_id: string;
            consumed_units: number;
            credited_units: number;
            /** @description credited_units − consumed_units. */
            balance: number;
            meter: components["schemas"]["CustomerCustomerMeterMeter"];
        };
        CustomerCustomerMeterMeter: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            name: string;
        };
        ListResource_TaxRate_: {
            items: components["schemas"]["TaxRate"][];
            pagination: components["schemas"]["Pagination"];
        };
        TaxRate: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            organization_id: string;
            country: string;
            state: string | null;
            basis_points: number;
            inclusive: boolean;
            display_name: string;
        };
        TaxRateCreate: {
            /**
             * @example DE
             * @enum {string}
             */
            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            /**
             * @description US state code (`CA` or `US-CA`); US rates only.
             * @example CA
             */
            state?: string | null;
            /** @description 1 basis point = 0.01 %: 2000 is 20 %. */
            basis_points: number;
            /**
             * @description Whether prices already contain this tax. A price's own `tax_behavior` (inclusive/exclusive) overrides it.
             * @default false
             */
            inclusive?: boolean;
            /** @example VAT */
            display_name: string;
        };
        TaxRateUpdate: {
            /**
             * @example DE
             * @enum {string}
             */
            country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            /**
             * @description US state code (`CA` or `US-CA`); US rates only.
             * @example CA
             */
            state?: string | null;
            /** @description 1 basis point = 0.01 %: 2000 is 20 %. */
            basis_points?: number | null;
            inclusive?: boolean | null;
            /** @example VAT */
            display_name?: string | null;
        };
        ListResource_Checkout_: {
            items: components["schemas"]["Checkout"][];
            pagination: components["schemas"]["Pagination"];
        };
        Checkout: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @description Answers to the product's custom fields, by field slug. */
            custom_field_data: {
                [key: string]: string | number | boolean | null;
            };
            /**
             * @description Always `stripe` on the wire (Polar's only value); the actual processor is in `payment_processor_metadata.processor`.
             * @enum {string}
             */
            payment_processor: "stripe";
            status: components["schemas"]["CheckoutStatus"];
            client_secret: string;
            url: string;
            /** Format: date-time */
            expires_at: string;
            success_url: string;
            return_url: string | null;
            embed_origin: string | null;
            amount: number;
            seats: null;
            min_seats: null;
            max_seats: null;
            discount_amount: number;
            net_amount: number;
            tax_amount: number | null;
            /** @enum {string|null} */
            tax_behavior: "inclusive" | "exclusive" | null;
            total_amount: number;
            currency: string;
            allow_trial: boolean | null;
            active_trial_interval: components["schemas"]["TrialInterval"];
            active_trial_interval_count: number | null;
            /** Format: date-time */
            trial_end: string | null;
            organization_id: string;
            product_id: string | null;
            product_price_id: string | null;
            discount_id: string | null;
            allow_discount_codes: boolean;
            require_billing_address: boolean;
            is_discount_applicable: boolean;
            is_free_product_price: boolean;
            is_payment_required: boolean;
            is_payment_setup_required: boolean;
            is_payment_form_required: boolean;
            customer_id: string | null;
            is_business_customer: boolean;
            customer_name: string | null;
            customer_email: string | null;
            customer_ip_address: string | null;
            customer_billing_name: string | null;
            customer_billing_address: components["schemas"]["Address"];
            customer_tax_id: string | null;
            locale: string | null;
            payment_method_type: string | null;
            payment_processor_metadata: {
                [key: string]: string;
            };
            billing_address_fields: components["schemas"]["CheckoutBillingAddressFields"];
            products: components["schemas"]["CheckoutProduct"][];
            product: components["schemas"]["CheckoutProduct"] | null;
            product_price: components["schemas"]["ProductPrice"];
            prices: {
                [key: string]: components["schemas"]["ProductPrice"][];
            } | null;
            discount: components["schemas"]["CheckoutDiscount"];
            attached_custom_fields: components["schemas"]["AttachedCustomField"][] | null;
            trial_interval: components["schemas"]["TrialInterval"];
            trial_interval_count: number | null;
            metadata: components["schemas"]["Metadata"];
            external_customer_id: string | null;
            subscription_id: string | null;
            customer_metadata: components["schemas"]["Metadata"];
        };
        /** @enum {string} */
        CheckoutStatus: "open" | "expired" | "confirmed" | "succeeded" | "failed";
        /** @enum {string|null} */
        TrialInterval: "day" | "week" | "month" | "year" | null;
        CheckoutBillingAddressFields: {
            country: components["schemas"]["BillingAddressFieldMode"];
            state: components["schemas"]["BillingAddressFieldMode"];
            city: components["schemas"]["BillingAddressFieldMode"];
            postal_code: components["schemas"]["BillingAddressFieldMode"];
            line1: components["schemas"]["BillingAddressFieldMode"];
            line2: components["schemas"]["BillingAddressFieldMode"];
        };
        /** @enum {string} */
        BillingAddressFieldMode: "required" | "optional" | "disabled";
        CheckoutProduct: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            trial_interval: components["schemas"]["RecurringInterval"];
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            visibility: components["schemas"]["ProductVisibility"];
            recurring_interval: components["schemas"]["RecurringInterval"];
            recurring_interval_count: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            meter_interval: null;
            meter_interval_count: null;
            prices: components["schemas"]["ProductPrice"][];
            benefits: components["schemas"]["BenefitPublic"][];
            medias: components["schemas"]["FileRead"][];
        };
        CheckoutDiscount: {
            id: string;
            name: string;
            code: string | null;
            type: components["schemas"]["DiscountType"];
            duration: components["schemas"]["DiscountDuration"];
            duration_in_months?: number;
            amount?: number;
            currency?: string;
            amounts?: {
                [key: string]: number;
            };
            basis_points?: number;
        } | null;
        /**
         * @example {
         *       "products": [
         *         "0192f8a4-3c1e-7b2d-9e4f-5a6b7c8d9e0f"
         *       ],
         *       "customer_email": "jane@example.com",
         *       "external_customer_id": "user_1042",
         *       "success_url": "https://shop.example.com/thanks?checkout_id={CHECKOUT_ID}",
         *       "metadata": {
         *         "cart_id": "cart_8812"
         *       }
         *     }
         */
        CheckoutProductsCreate: {
            /** @description Products offered; the first one is selected. */
            products: string[];
            /** @description Ad-hoc prices by product id, used instead of the product's catalog prices. */
            prices?: {
                [key: string]: (components["schemas"]["ProductPriceFixedCreate"] | components["schemas"]["ProductPriceCustomCreate"] | components["schemas"]["ProductPriceFreeCreate"] | components["schemas"]["ProductPriceMeteredUnitCreate"] | ({
                    /** @enum {string} */
                    amount_type: "seat_based";
                } & {
                    [key: string]: unknown;
                }))[];
            } | null;
            /** Format: uuid */
            customer_id?: string | null;
            external_customer_id?: string | null;
            /**
             * Format: email
             * @example customer@example.com
             */
            customer_email?: string | null;
            customer_name?: string | null;
            customer_ip_address?: string | null;
            customer_billing_name?: string | null;
            customer_billing_address?: components["schemas"]["AddressInput"];
            customer_tax_id?: string | null;
            /**
             * @description Defaults to true for a known customer who bought as a business before, else false.
             * @default false
             */
            is_business_customer?: boolean;
            customer_metadata?: components["schemas"]["Metadata"];
            /** Format: uuid */
            discount_id?: string | null;
            /** @default true */
            allow_discount_codes?: boolean;
            /** @default false */
            require_billing_address?: boolean;
            /** @description Pay-what-you-want amount (custom prices). */
            amount?: number | null;
            /** @description Seat-based pricing is not offered by Kassa: accepted and ignored. */
            seats?: number | null;
            /** @description Seat-based pricing is not offered by Kassa: accepted and ignored. */
            min_seats?: number | null;
            /** @description Seat-based pricing is not offered by Kassa: accepted and ignored. */
            max_seats?: number | null;
            /** @default true */
            allow_trial?: boolean;
            trial_interval?: components["schemas"]["TrialInterval"];
            trial_interval_count?: number | null;
            /** @description Answers to the product's custom fields, by field slug. */
            custom_field_data?: {
                [key: string]: string | number | boolean | null;
            };
            metadata?: components["schemas"]["Metadata"];
            /** Format: uuid */
            subscription_id?: string | null;
            /**
             * Format: uri
             * @description May contain `{CHECKOUT_ID}`.
             */
            success_url?: string | null;
            /** Format: uri */
            return_url?: string;
            /** @example https://shop.example.com */
            embed_origin?: string;
            /** @example en-US */
            locale?: string;
            /** @enum {string} */
            currency?: "aed" | "all" | "amd" | "aoa" | "ars" | "aud" | "awg" | "azn" | "bam" | "bbd" | "bdt" | "bif" | "bmd" | "bnd" | "bob" | "brl" | "bsd" | "bwp" | "bzd" | "cad" | "cdf" | "chf" | "clp" | "cny" | "cop" | "crc" | "cve" | "czk" | "djf" | "dkk" | "dop" | "dzd" | "egp" | "etb" | "eur" | "fjd" | "fkp" | "gbp" | "gel" | "gip" | "gmd" | "gnf" | "gtq" | "gyd" | "hkd" | "hnl" | "htg" | "huf" | "idr" | "ils" | "inr" | "isk" | "jmd" | "jpy" | "kes" | "kgs" | "khr" | "kmf" | "krw" | "kyd" | "kzt" | "lak" | "lkr" | "lrd" | "lsl" | "mad" | "mdl" | "mga" | "mkd" | "mnt" | "mop" | "mur" | "mvr" | "mwk" | "mxn" | "myr" | "mzn" | "nad" | "ngn" | "nio" | "nok" | "npr" | "nzd" | "pab" | "pen" | "pgk" | "php" | "pkr" | "pln" | "pyg" | "qar" | "ron" | "rsd" | "rwf" | "sar" | "sbd" | "scr" | "sek" | "sgd" | "shp" | "sos" | "srd" | "szl" | "thb" | "tjs" | "top" | "try" | "ttd" | "twd" | "tzs" | "uah" | "ugx" | "usd" | "uyu" | "uzs" | "vnd" | "vuv" | "wst" | "xaf" | "xcd" | "xcg" | "xof" | "xpf" | "yer" | "zar" | "zmw";
        };
        CheckoutForbiddenError: {
            /** @enum {string} */
            error: "NotOpenCheckout";
            detail: string;
        };
        CheckoutUpdate: {
            /** @description Answers to the product's custom fields, by field slug. */
            custom_field_data?: {
                [key: string]: string | number | boolean | null;
            };
            /** Format: uuid */
            product_id?: string | null;
            /** Format: uuid */
            product_price_id?: string | null;
            amount?: number | null;
            /** @description Seat-based pricing is not offered by Kassa: accepted and ignored. */
            seats?: number | null;
            is_business_customer?: boolean | null;
            customer_name?: string | null;
            /**
             * Format: email
             * @example customer@example.com
             */
            customer_email?: string | null;
            customer_billing_name?: string | null;
            customer_billing_address?: components["schemas"]["AddressInput"];
            customer_tax_id?: string | null;
            /** @example en-US */
            locale?: string;
            trial_interval?: components["schemas"]["TrialInterval"];
            trial_interval_count?: number | null;
            metadata?: components["schemas"]["Metadata"] | null;
            /** @enum {string} */
            currency?: "aed" | "all" | "amd" | "aoa" | "ars" | "aud" | "awg" | "azn" | "bam" | "bbd" | "bdt" | "bif" | "bmd" | "bnd" | "bob" | "brl" | "bsd" | "bwp" | "bzd" | "cad" | "cdf" | "chf" | "clp" | "cny" | "cop" | "crc" | "cve" | "czk" | "djf" | "dkk" | "dop" | "dzd" | "egp" | "etb" | "eur" | "fjd" | "fkp" | "gbp" | "gel" | "gip" | "gmd" | "gnf" | "gtq" | "gyd" | "hkd" | "hnl" | "htg" | "huf" | "idr" | "ils" | "inr" | "isk" | "jmd" | "jpy" | "kes" | "kgs" | "khr" | "kmf" | "krw" | "kyd" | "kzt" | "lak" | "lkr" | "lrd" | "lsl" | "mad" | "mdl" | "mga" | "mkd" | "mnt" | "mop" | "mur" | "mvr" | "mwk" | "mxn" | "myr" | "mzn" | "nad" | "ngn" | "nio" | "nok" | "npr" | "nzd" | "pab" | "pen" | "pgk" | "php" | "pkr" | "pln" | "pyg" | "qar" | "ron" | "rsd" | "rwf" | "sar" | "sbd" | "scr" | "sek" | "sgd" | "shp" | "sos" | "srd" | "szl" | "thb" | "tjs" | "top" | "try" | "ttd" | "twd" | "tzs" | "uah" | "ugx" | "usd" | "uyu" | "uzs" | "vnd" | "vuv" | "wst" | "xaf" | "xcd" | "xcg" | "xof" | "xpf" | "yer" | "zar" | "zmw";
            /** Format: uuid */
            discount_id?: string | null;
            allow_discount_codes?: boolean | null;
            require_billing_address?: boolean | null;
            allow_trial?: boolean | null;
            customer_ip_address?: string | null;
            customer_metadata?: components["schemas"]["Metadata"] | null;
            /** Format: uri */
            success_url?: string;
            /** Format: uri */
            return_url?: string;
            /** @example https://shop.example.com */
            embed_origin?: string;
        };
        CheckoutPublic: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @description Answers to the product's custom fields, by field slug. */
            custom_field_data: {
                [key: string]: string | number | boolean | null;
            };
            /**
             * @description Always `stripe` on the wire (Polar's only value); the actual processor is in `payment_processor_metadata.processor`.
             * @enum {string}
             */
            payment_processor: "stripe";
            status: components["schemas"]["CheckoutStatus"];
            client_secret: string;
            url: string;
            /** Format: date-time */
            expires_at: string;
            success_url: string;
            return_url: string | null;
            embed_origin: string | null;
            amount: number;
            seats: null;
            min_seats: null;
            max_seats: null;
            discount_amount: number;
            net_amount: number;
            tax_amount: number | null;
            /** @enum {string|null} */
            tax_behavior: "inclusive" | "exclusive" | null;
            total_amount: number;
            currency: string;
            allow_trial: boolean | null;
            active_trial_interval: components["schemas"]["TrialInterval"];
            active_trial_interval_count: number | null;
            /** Format: date-time */
            trial_end: string | null;
            organization_id: string;
            product_id: string | null;
            product_price_id: string | null;
            discount_id: string | null;
            allow_discount_codes: boolean;
            require_billing_address: boolean;
            is_discount_applicable: boolean;
            is_free_product_price: boolean;
            is_payment_required: boolean;
            is_payment_setup_required: boolean;
            is_payment_form_required: boolean;
            customer_id: string | null;
            is_business_customer: boolean;
            customer_name: string | null;
            customer_email: string | null;
            customer_ip_address: string | null;
            customer_billing_name: string | null;
            customer_billing_address: components["schemas"]["Address"];
            customer_tax_id: string | null;
            locale: string | null;
            payment_method_type: string | null;
            payment_processor_metadata: {
                [key: string]: string;
            };
            billing_address_fields: components["schemas"]["CheckoutBillingAddressFields"];
            products: components["schemas"]["CheckoutProduct"][];
            product: components["schemas"]["CheckoutProduct"] | null;
            product_price: components["schemas"]["ProductPrice"];
            prices: {
                [key: string]: components["schemas"]["ProductPrice"][];
            } | null;
            discount: components["schemas"]["CheckoutDiscount"];
            attached_custom_fields: components["schemas"]["AttachedCustomField"][] | null;
            organization: components["schemas"]["CheckoutOrganization"];
        };
        CheckoutOrganization: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            name: string;
            slug: string;
            avatar_url: string | null;
            proration_behavior: string;
            allow_customer_updates: boolean;
        };
        ExpiredCheckoutError: {
            /** @enum {string} */
            error: "ExpiredCheckoutError";
            detail: string;
        };
        CheckoutUpdatePublic: {
            /** @description Answers to the product's custom fields, by field slug. */
            custom_field_data?: {
                [key: string]: string | number | boolean | null;
            };
            /** Format: uuid */
            product_id?: string | null;
            /** Format: uuid */
            product_price_id?: string | null;
            amount?: number | null;
            /** @description Seat-based pricing is not offered by Kassa: accepted and ignored. */
            seats?: number | null;
            is_business_customer?: boolean | null;
            customer_name?: string | null;
            /**
             * Format: email
             * @example customer@example.com
             */
            customer_email?: string | null;
            customer_billing_name?: string | null;
            customer_billing_address?: components["schemas"]["AddressInput"];
            customer_tax_id?: string | null;
            /** @example en-US */
            locale?: string;
            payment_method_type?: string | null;
            /** @description Applies the discount with this code; null or empty removes the current one. */
            discount_code?: string | null;
            /** @enum {boolean|null} */
            allow_trial?: false | null;
        };
        CheckoutPublicConfirmed: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @description Answers to the product's custom fields, by field slug. */
            custom_field_data: {
                [key: string]: string | number | boolean | null;
            };
            /**
             * @description Always `stripe` on the wire (Polar's only value); the actual processor is in `payment_processor_metadata.processor`.
             * @enum {string}
             */
            payment_processor: "stripe";
            /** @enum {string} */
            status: "confirmed";
            client_secret: string;
            url: string;
            /** Format: date-time */
            expires_at: string;
            success_url: string;
            return_url: string | null;
            embed_origin: string | null;
            amount: number;
            seats: null;
            min_seats: null;
            max_seats: null;
            discount_amount: number;
            net_amount: number;
            tax_amount: number | null;
            /** @enum {string|null} */
            tax_behavior: "inclusive" | "exclusive" | null;
            total_amount: number;
            currency: string;
            allow_trial: boolean | null;
            active_trial_interval: components["schemas"]["TrialInterval"];
            active_trial_interval_count: number | null;
            /** Format: date-time */
            trial_end: string | null;
            organization_id: string;
            product_id: string | null;
            product_price_id: string | null;
            discount_id: string | null;
            allow_discount_codes: boolean;
            require_billing_address: boolean;
            is_discount_applicable: boolean;
            is_free_product_price: boolean;
            is_payment_required: boolean;
            is_payment_setup_required: boolean;
            is_payment_form_required: boolean;
            customer_id: string | null;
            is_business_customer: boolean;
            customer_name: string | null;
            customer_email: string | null;
            customer_ip_address: string | null;
            customer_billing_name: string | null;
            customer_billing_address: components["schemas"]["Address"];
            customer_tax_id: string | null;
            locale: string | null;
            payment_method_type: string | null;
            payment_processor_metadata: {
                [key: string]: string;
            };
            billing_address_fields: components["schemas"]["CheckoutBillingAddressFields"];
            products: components["schemas"]["CheckoutProduct"][];
            product: components["schemas"]["CheckoutProduct"] | null;
            product_price: components["schemas"]["ProductPrice"];
            prices: {
                [key: string]: components["schemas"]["ProductPrice"][];
            } | null;
            discount: components["schemas"]["CheckoutDiscount"];
            attached_custom_fields: components["schemas"]["AttachedCustomField"][] | null;
            organization: components["schemas"]["CheckoutOrganization"];
            customer_session_token: string | null;
        };
        PaymentError: {
            /** @enum {string} */
            error: "PaymentError";
            detail: string;
        };
        CheckoutConfirmStripe: components["schemas"]["CheckoutUpdatePublic"] & {
            /** @description The payment method: a token from the card form (`pm_…`; Stripe: a confirmation token `ctoken_…`) or, in test mode, a test value such as `pm_card_visa`. Required when a payment form is required. */
            confirmation_token_id?: string | null;
        };
        CheckoutDelivery: {
            /** Format: uuid */
            checkout_id: string;
            /** Format: uuid */
            order_id: string;
            customer_email: string | null;
            benefits: components["schemas"]["CheckoutDeliveryBenefit"][];
            /** @description Every benefit is past `granting`: no need to poll again. */
            complete: boolean;
            /** @description Until when this endpoint answers for the checkout. */
            expires_at: string;
            /** @description The seller's customer portal (sign-in page). */
            customer_portal_url: string;
            /** @description Whether `POST …/customer-session` can sign the buyer in to the portal (the customer was named by the seller or created by this checkout). */
            customer_portal_sign_in: boolean;
        };
        CheckoutDeliveryBenefit: {
            /**
             * Format: uuid
             * @description The benefit grant's id.
             */
            id: string;
            /** Format: uuid */
            benefit_id: string;
            /** @enum {string} */
            type: "custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit";
            description: string;
            /**
             * @description `granting` until the grant's job has run (poll again), `granted`, `failed` (the seller is told and retries it), or `revoked`.
             * @enum {string}
             */
            status: "granting" | "granted" | "failed" | "revoked";
            /** @description The key a granted `license_keys` benefit issued. */
            license_key: {
                /** Format: uuid */
                id: string;
                key: string;
                display_key: string;
                status: string;
                expires_at: string | null;
                limit_activations: number | null;
                limit_usage: number | null;
            } | null;
            /** @description The files of a granted `downloadables` benefit, with signed links. */
            downloadables: {
                /** Format: uuid */
                id: string;
                name: string;
                mime_type: string;
                size: number;
                size_readable: string;
                /** @description A signed download link (`/downloads/{token}`). */
                url: string;
                expires_at: string;
            }[];
            /** @description A granted `custom` benefit's note. */
            note: string | null;
        };
        CheckoutNotSucceededError: {
            /** @enum {string} */
            error: "NotSucceededCheckout" | "NotPermitted";
            detail: string;
        };
        CheckoutDeliveryGoneError: {
            /** @enum {string} */
            error: "ExpiredCheckoutError" | "DeliveryExpired";
            detail: string;
        };
        CheckoutCustomerSession: {
            /** @description A customer session token (`polar_cst_…`), valid one hour. */
            token: string;
            expires_at: string;
            /** @description The portal URL that opens signed in with the token. */
            customer_portal_url: string;
        };
        ListResource_CheckoutLink_: {
            items: components["schemas"]["CheckoutLink"][];
            pagination: components["schemas"]["Pagination"];
        };
        CheckoutLink: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @enum {string|null} */
            trial_interval: "day" | "week" | "month" | "year" | null;
            trial_interval_count: number | null;
            metadata: components["schemas"]["Metadata"];
            /** @enum {string} */
            payment_processor: "stripe";
            client_secret: string;
            success_url: string | null;
            return_url: string | null;
            label: string | null;
            allow_discount_codes: boolean;
            require_billing_address: boolean;
            discount_id: string | null;
            seats: null;
            organization_id: string;
            products: components["schemas"]["CheckoutLinkProduct"][];
            discount: components["schemas"]["Discount"] | null;
            /** @description The shareable address: each visit opens a fresh checkout. */
            url: string;
        };
        CheckoutLinkProduct: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            trial_interval: components["schemas"]["RecurringInterval"];
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            visibility: components["schemas"]["ProductVisibility"];
            recurring_interval: components["schemas"]["RecurringInterval"];
            recurring_interval_count: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            prices: components["schemas"]["ProductPrice"][];
            benefits: components["schemas"]["Benefit"][];
            /** @description The product's images (`service` is `product_media`). */
            medias: components["schemas"]["FileRead"][];
            attached_custom_fields: components["schemas"]["AttachedCustomField"][];
        };
        CheckoutLinkCreate: components["schemas"]["CheckoutLinkCreateProducts"] | components["schemas"]["CheckoutLinkCreateProduct"] | components["schemas"]["CheckoutLinkCreateProductPrice"];
        CheckoutLinkCreateProducts: {
            /**
             * @description Polar's only value; accepted as is.
             * @enum {string}
             */
            payment_processor?: "stripe";
            label?: string | null;
            /** @default true */
            allow_discount_codes?: boolean;
            /** @default false */
            require_billing_address?: boolean;
            /** Format: uuid */
            discount_id?: string | null;
            /** @description Seat-based pricing is not offered by Kassa: accepted and ignored. */
            seats?: number | null;
            /**
             * Format: uri
             * @description May contain `{CHECKOUT_ID}`.
             */
            success_url?: string | null;
            /** Format: uri */
            return_url?: string;
            metadata?: components["schemas"]["Metadata"];
            /** @enum {string|null} */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            trial_interval_count?: number | null;
            products: string[];
        };
        CheckoutLinkCreateProduct: {
            /**
             * @description Polar's only value; accepted as is.
             * @enum {string}
             */
            payment_processor?: "stripe";
            label?: string | null;
            /** @default true */
            allow_discount_codes?: boolean;
            /** @default false */
            require_billing_address?: boolean;
            /** Format: uuid */
            discount_id?: string | null;
            /** @description Seat-based pricing is not offered by Kassa: accepted and ignored. */
            seats?: number | null;
            /**
             * Format: uri
             * @description May contain `{CHECKOUT_ID}`.
             */
            success_url?: string | null;
            /** Format: uri */
            return_url?: string;
            metadata?: components["schemas"]["Metadata"];
            /** @enum {string|null} */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            trial_interval_count?: number | null;
            /** Format: uuid */
            product_id: string;
        };
        CheckoutLinkCreateProductPrice: {
            /**
             * @description Polar's only value; accepted as is.
             * @enum {string}
             */
            payment_processor?: "stripe";
            label?: string | null;
            /** @default true */
            allow_discount_codes?: boolean;
            /** @default false */
            require_billing_address?: boolean;
            /** Format: uuid */
            discount_id?: string | null;
            /** @description Seat-based pricing is not offered by Kassa: accepted and ignored. */
            seats?: number | null;
            /**
             * Format: uri
             * @description May contain `{CHECKOUT_ID}`.
             */
            success_url?: string | null;
            /** Format: uri */
            return_url?: string;
            metadata?: components["schemas"]["Metadata"];
            /** @enum {string|null} */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            trial_interval_count?: number | null;
            /** Format: uuid */
            product_price_id: string;
        };
        CheckoutLinkUpdate: {
            products?: string[] | null;
            label?: string | null;
            allow_discount_codes?: boolean | null;
            require_billing_address?: boolean | null;
            /** Format: uuid */
            discount_id?: string | null;
            /** @description Seat-based pricing is not offered by Kassa: accepted and ignored. */
            seats?: number | null;
            /** Format: uri */
            success_url?: string;
            /** Format: uri */
            return_url?: string;
            metadata?: components["schemas"]["Metadata"] | null;
            /** @enum {string|null} */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            trial_interval_count?: number | null;
        };
        ListResource_Order_: {
            items: components["schemas"]["Order"][];
            pagination: components["schemas"]["Pagination"];
        };
        Order: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            status: components["schemas"]["OrderStatus"];
            paid: boolean;
            subtotal_amount: number;
            discount_amount: number;
            net_amount: number;
            /**
             * @deprecated
             * @description Same as net_amount.
             */
            amount: number;
            tax_amount: number;
            total_amount: number;
            applied_balance_amount: number;
            due_amount: number;
            refunded_amount: number;
            refunded_tax_amount: number;
            refundable_amount: number;
            refundable_tax_amount: number;
            currency: string;
            billing_reason: components["schemas"]["OrderBillingReason"];
            billing_name: string | null;
            billing_address: components["schemas"]["Address"];
            invoice_number: string;
            is_invoice_generated: boolean;
            receipt_number: string | null;
            seats: number | null;
            customer_id: string;
            /**
             * @deprecated
             * @description Same as customer_id.
             */
            user_id: string;
            product_id: string | null;
            discount_id: string | null;
            subscription_id: string | null;
            checkout_id: string | null;
            /** Format: date-time */
            next_payment_attempt_at: string | null;
            metadata: components["schemas"]["Metadata"];
            custom_field_data: {
                [key: string]: unknown;
            };
            platform_fee_amount: number;
            platform_fee_currency: string | null;
            customer: components["schemas"]["Customer"];
            product: components["schemas"]["OrderProduct"];
            discount: components["schemas"]["OrderDiscount"];
            subscription: components["schemas"]["OrderSubscription"];
            items: components["schemas"]["OrderItemSchema"][];
            description: string;
        };
        OrderProduct: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            trial_interval: components["schemas"]["RecurringInterval"];
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            visibility: components["schemas"]["ProductVisibility"];
            recurring_interval: components["schemas"]["RecurringInterval"];
            recurring_interval_count: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
        } | null;
        OrderDiscount: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            name: string;
            code: string | null;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            max_redemptions: number | null;
            max_redemptions_per_customer: null;
            redemptions_count: number;
            organization_id: string;
            products: components["schemas"]["DiscountProduct"][];
            type: components["schemas"]["DiscountType"];
            duration: components["schemas"]["DiscountDuration"];
            duration_in_months?: number;
            amount?: number;
            currency?: string;
            amounts?: {
                [key: string]: number;
            };
            basis_points?: number;
        } | null;
        OrderSubscription: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            amount: number;
            currency: string;
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            recurring_interval_count: number;
            status: components["schemas"]["SubscriptionStatus"];
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            /** Format: date-time */
            trial_start: string | null;
            /** Format: date-time */
            trial_end: string | null;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
            customer_id: string;
            product_id: string;
            discount_id: string | null;
            checkout_id: string | null;
            customer_cancellation_reason: components["schemas"]["CustomerCancellationReason"];
            customer_cancellation_comment: string | null;
            metadata: components["schemas"]["Metadata"];
        } | null;
        OrderUpdate: {
            billing_name?: string | null;
            billing_address?: components["schemas"]["AddressInput"];
        };
        InvoiceGenerationAccepted: Record<string, never>;
        OrderInvoice: {
            url: string;
        };
        ListResource_CreditNote_: {
            items: components["schemas"]["CreditNote"][];
            pagination: components["schemas"]["Pagination"];
        };
        ListResource_Refund_: {
            items: components["schemas"]["Refund"][];
            pagination: components["schemas"]["Pagination"];
        };
        Refund: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            status: components["schemas"]["RefundStatus"];
            reason: string;
            amount: number;
            tax_amount: number;
            currency: string;
            organization_id: string;
            order_id: string;
            subscription_id: string | null;
            customer_id: string;
            revoke_benefits: boolean;
            dispute: null;
        };
        /** @enum {string} */
        RefundStatus: "pending" | "succeeded" | "failed" | "canceled";
        RefundedAlready: {
            /** @enum {string} */
            error: "RefundedAlready";
            detail: string;
        };
        RefundCreate: {
            /** Format: uuid */
            order_id: string;
            reason: components["schemas"]["RefundReason"];
            /** @description Amount to refund before tax, in minor units; the tax share is added. */
            amount: number;
            comment?: string | null;
            /**
             * @description Revoke the benefits the order granted (one-time purchases only).
             * @default false
             */
            revoke_benefits?: boolean;
            metadata?: components["schemas"]["Metadata"];
        };
        /** @enum {string} */
        RefundReason: "duplicate" | "fraudulent" | "customer_request" | "service_disruption" | "satisfaction_guarantee" | "dispute_prevention" | "other";
        ListResource_Subscription_: {
            items: components["schemas"]["Subscription"][];
            pagination: components["schemas"]["Pagination"];
        };
        Subscription: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            amount: number;
            currency: string;
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            recurring_interval_count: number;
            status: components["schemas"]["SubscriptionStatus"];
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            /** Format: date-time */
            trial_start: string | null;
            /** Format: date-time */
            trial_end: string | null;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
            customer_id: string;
            product_id: string;
            discount_id: string | null;
            checkout_id: string | null;
            customer_cancellation_reason: components["schemas"]["CustomerCancellationReason"];
            customer_cancellation_comment: string | null;
            metadata: components["schemas"]["Metadata"];
            custom_field_data: {
                [key: string]: unknown;
            };
            customer: components["schemas"]["Customer"];
            product: components["schemas"]["Product"];
            discount: components["schemas"]["Discount"] | null;
            prices: components["schemas"]["ProductPrice"][];
            /** @description The current period's usage of each meter of the subscription's metered prices: consumed and credited units since the period started, and the amount they would bill now (in arrears at the renewal). */
            meters: components["schemas"]["SubscriptionMeter"][];
            pending_update: components["schemas"]["PendingSubscriptionUpdate"];
        };
        /** @description `{product_id, customer_id}` or `{product_id, external_customer_id}`, with optional `metadata`. */
        SubscriptionCreate: {
            /**
             * Format: uuid
             * @description The recurring product to subscribe to. Must be free: paid products go through a checkout.
             */
            product_id: string;
            /**
             * Format: uuid
             * @description The customer to create the subscription for.
             */
            customer_id?: string;
            /** @description The customer, by the id it has in your system (it must already exist). */
            external_customer_id?: string;
            metadata?: components["schemas"]["Metadata"];
        };
        PaymentFailed: {
            /** @enum {string} */
            error: "PaymentFailed";
            detail: string;
        };
        SubscriptionLocked: {
            /** @enum {string} */
            error: "SubscriptionLocked";
            detail: string;
        };
        /** @description `{cancel_at_period_end: true|false}` cancels at period end or uncancels; `{revoke: true}` ends the subscription now; `{product_id, proration_behavior?}` changes the plan; `{discount_id}` and/or `{metadata}` change those; `{pending_update: null}` drops a scheduled plan change; `{trial_end}` sets a trialing subscription's trial end (or ends it `now`). Seats, pause and billing-period changes are not supported yet. */
        SubscriptionUpdate: {
            cancel_at_period_end?: boolean;
            /** @enum {boolean} */
            revoke?: true;
            customer_cancellation_reason?: components["schemas"]["CustomerCancellationReason"];
            customer_cancellation_comment?: string | null;
            /** Format: uuid */
            product_id?: string | null;
            proration_behavior?: components["schemas"]["SubscriptionProrationBehavior"] | null;
            /** Format: uuid */
            discount_id?: string | null;
            metadata?: components["schemas"]["Metadata"];
            pending_update?: null;
            /** @description A date-time, or "now" */
            trial_end?: string;
            seats?: unknown;
            current_billing_period_end?: unknown;
            pause_at_period_end?: unknown;
            resumes_at?: unknown;
            resume?: unknown;
        };
        ListResource_TestClock_: {
            items: components["schemas"]["TestClock"][];
            pagination: components["schemas"]["Pagination"];
        };
        TestClock: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            organization_id: string;
            name: string | null;
            /**
             * Format: date-time
             * @description The time the clock's customers and subscriptions live at.
             */
            frozen_time: string;
            /**
             * @description `advancing` while an advance runs (renewals, period ends), then `ready` again.
             * @enum {string}
             */
            status: "ready" | "advancing";
            /**
             * Format: date-time
             * @description The time an advance in progress is moving to; null when ready.
             */
            advancing_to: string | null;
            /** @description The live customers attached to the clock. */
            customer_ids: string[];
        };
        TestClockCreate: {
            name?: string | null;
            /**
             * Format: date-time
             * @description Where the clock starts (default now); at most one year in the past.
             * @example 2027-01-01T00:00:00Z
             */
            frozen_time?: string | null;
        };
        TestClockAdvancing: {
            /** @enum {string} */
            error: "TestClockAdvancing";
            detail: string;
        };
        TestClockAttachCustomer: {
            /** Format: uuid */
            customer_id: string;
        };
        TestClockAdvance: {
            /**
             * Format: date-time
             * @description The time to move to: after the current frozen time, at most two years ahead of it.
             * @example 2027-01-01T00:00:00Z
             */
            frozen_time: string;
        };
        ListResource_SubscriptionTimelineEvent_: {
            items: components["schemas"]["SubscriptionTimelineEvent"][];
            pagination: components["schemas"]["Pagination"];
        };
        SubscriptionTimelineEvent: {
            /** Format: uuid */
            id: string;
            /** @example subscription.canceled */
            type: string;
            /** Format: date-time */
            timestamp: string;
            /** @description The event's object as delivered; null once the event is archived (90 days). */
            data?: unknown;
        };
        ListResource_WebhookEndpoint_: {
            items: components["schemas"]["WebhookEndpoint"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookEndpoint: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: uuid */
            id: string;
            url: string;
            name: string | null;
            api_version: components["schemas"]["ApiVersion"];
            format: components["schemas"]["WebhookFormat"];
            /**
             * @description Signs every delivery (Standard Webhooks). Verify with the whole string, `whsec_` included. Only callers allowed to write webhooks (`webhooks:write`: owners, admins, tokens with that scope) receive it; read-only callers get an empty string.
             * @example whsec_ovyN6cPrTv56AApvzCaJno08SSmGJmgbWilb33N2JuK
             */
            secret: string;
            organization_id: string;
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            /** @description Kassa extension: why Kassa disabled the endpoint (`gone` after a 410, `failing`), else null. */
            disabled_reason: string | null;
            /** @description Kassa extension: events in a row whose delivery failed for good. */
            consecutive_failures: number;
        };
        /**
         * @description The API version event payloads are written in (shapes as that Polar-Version's responses show them).
         * @enum {string}
         */
        ApiVersion: "2026-04" | "2026-10" | "2027-01";
        /** @enum {string} */
        WebhookFormat: "raw" | "discord" | "slack";
        /** @enum {string} */
        WebhookEventType: "checkout.created" | "checkout.updated" | "checkout.expired" | "customer.created" | "customer.updated" | "customer.deleted" | "customer.state_changed" | "customer_seat.assigned" | "customer_seat.claimed" | "customer_seat.revoked" | "member.created" | "member.updated" | "member.deleted" | "order.created" | "order.updated" | "order.paid" | "order.refunded" | "subscription.created" | "subscription.updated" | "subscription.active" | "subscription.canceled" | "subscription.uncanceled" | "subscription.revoked" | "subscription.past_due" | "refund.created" | "refund.updated" | "product.created" | "product.updated" | "benefit.created" | "benefit.updated" | "benefit_grant.created" | "benefit_grant.cycled" | "benefit_grant.updated" | "benefit_grant.revoked" | "organization.updated";
        WebhookEndpointCreate: {
            /**
             * Format: uri
             * @description Where events are sent (https://; http:// only when the operator allows private URLs).
             * @example https://example.com/webhooks/kassa
             */
            url: string;
            name?: string | null;
            api_version?: components["schemas"]["ApiVersion"] & unknown;
            format: components["schemas"]["WebhookFormat"];
            /** @description The event types sent to this endpoint. */
            events: components["schemas"]["WebhookEventType"][];
            /** Format: uuid */
            organization_id?: string | null;
        };
        WebhookEndpointUpdate: {
            /**
             * Format: uri
             * @description Where events are sent (https://; http:// only when the operator allows private URLs).
             * @example https://example.com/webhooks/kassa
             */
            url?: string | null;
            name?: string | null;
            api_version?: components["schemas"]["ApiVersion"] | null;
            format?: components["schemas"]["WebhookFormat"] | null;
            /** @description The event types sent to this endpoint. */
            events?: components["schemas"]["WebhookEventType"][] | null;
            enabled?: boolean | null;
        };
        WebhookTestEvent: {
            event_id: string;
        };
        ListResource_WebhookDelivery_: {
            items: components["schemas"]["WebhookDelivery"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            succeeded: boolean;
            /** @description Null when the endpoint could not be reached. */
            http_code: number | null;
            /** @description First 2048 characters of the response body, or the error when unreachable. */
            response: string | null;
            /** @description Kassa extension: how long the attempt took. */
            duration_ms: number;
            /**
             * Format: uuid
             * @description Kassa extension: the endpoint.
             */
            endpoint_id: string;
            webhook_event: components["schemas"]["WebhookEvent"];
        };
        WebhookEvent: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /**
             * Format: uuid
             * @description The event id: the `webhook-id` header of every attempt.
             */
            id: string;
            /** @description Status of the latest attempt to this endpoint. */
            last_http_code: number | null;
            /** @description Delivered to this endpoint; null while still trying. */
            succeeded: boolean | null;
            /** @description Not sent (any more): the endpoint was disabled, or the seller skipped it. */
            skipped: boolean;
            /**
             * @description Kassa extension: why it was skipped (`seller` when skipped from the endpoint's pending queue); null unless skipped.
             * @enum {string|null}
             */
            skip_reason: "endpoint_disabled" | "event_missing" | "seller" | null;
            /** @description The JSON body sent; null once archived (90 days). */
            payload: string | null;
            /** @example order.paid */
            type: string;
            is_archived: boolean;
        };
        ListResource_WebhookQueueSummary_: {
            items: components["schemas"]["WebhookQueueSummary"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookQueueSummary: {
            /** Format: uuid */
            endpoint_id: string;
            pending_count: number;
            /** Format: date-time */
            oldest_pending_at: string;
        };
        WebhookEndpointQueue: {
            /** Format: uuid */
            endpoint_id: string;
            /** @description Pending deliveries, the head included. */
            pending_count: number;
            /**
             * Format: date-time
             * @description When the event of the oldest pending delivery happened; null when none.
             */
            oldest_pending_at: string | null;
            head: components["schemas"]["WebhookQueueHead"];
            /** @description The deliveries waiting behind the head. */
            items: components["schemas"]["WebhookQueuedDelivery"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description The delivery every other one waits for (FIFO per endpoint); null when nothing is pending. */
        WebhookQueueHead: components["schemas"]["WebhookQueuedDelivery"] & ({
            state: components["schemas"]["WebhookQueueHeadState"];
            /** @description Attempts before the event is given up. */
            max_attempts: number;
            /**
             * Format: date-time
             * @description When it is attempted next.
             */
            next_attempt_at: string | null;
            /** Format: date-time */
            last_attempt_at: string | null;
            /** @description Status of the last attempt; null when no response came back. */
            last_http_code: number | null;
            /** @description Why the last attempt failed (`HTTP 500`, `connect ECONNREFUSED …`). */
            last_error: string | null;
        } | null);
        /**
         * @description `sending`: a worker is attempting it now; `retry_scheduled`: it failed and waits for `next_attempt_at`; `due`: it goes out as soon as a worker is free.
         * @enum {string}
         */
        WebhookQueueHeadState: "sending" | "retry_scheduled" | "due";
        WebhookQueuedDelivery: {
            /**
             * Format: uuid
             * @description The delivery (one event to this endpoint).
             */
            id: string;
            /**
             * Format: uuid
             * @description The event: the `webhook-id` it is sent with.
             */
            event_id: string;
            /** @example product.updated */
            event_type: string;
            /**
             * Format: date-time
             * @description When the event happened (the queue's order).
             */
            event_created_at: string;
            /** @description Attempts made since it was queued or redelivered. */
            attempts: number;
        };
        WebhookQueueConflict: {
            error: string;
            detail: string;
        };
        WebhookQueueAction: {
            /**
             * Format: uuid
             * @description The head delivery you saw. When given and another delivery is the head by now, nothing is done (409).
             */
            delivery_id?: string;
        };
        MetricsResponse: {
            periods: components["schemas"]["MetricPeriod"][];
            totals: components["schemas"]["MetricsTotals"];
            metrics: components["schemas"]["Metrics"];
            /** @description Kassa: the currency of every amount of this response. */
            currency: string;
        };
        MetricPeriod: {
            /** Format: date-time */
            timestamp: string;
            revenue?: number | null;
            net_revenue?: number | null;
            cumulative_revenue?: number | null;
            net_cumulative_revenue?: number | null;
            orders?: number | null;
            average_order_value?: number | null;
            net_average_order_value?: number | null;
            one_time_products?: number | null;
            one_time_products_revenue?: number | null;
            one_time_products_net_revenue?: number | null;
            new_subscriptions?: number | null;
            new_subscriptions_revenue?: number | null;
            new_subscriptions_net_revenue?: number | null;
            renewed_subscriptions?: number | null;
            renewed_subscriptions_revenue?: number | null;
            renewed_subscriptions_net_revenue?: number | null;
            active_subscriptions?: number | null;
            committed_subscriptions?: number | null;
            churned_subscriptions?: number | null;
            canceled_subscriptions?: number | null;
            canceled_subscriptions_customer_service?: number | null;
            canceled_subscriptions_low_quality?: number | null;
            canceled_subscriptions_missing_features?: number | null;
            canceled_subscriptions_switched_service?: number | null;
            canceled_subscriptions_too_complex?: number | null;
            canceled_subscriptions_too_expensive?: number | null;
            canceled_subscriptions_unused?: number | null;
            canceled_subscriptions_other?: number | null;
            churn_rate?: number | null;
            monthly_recurring_revenue?: number | null;
            committed_monthly_recurring_revenue?: number | null;
            trial_monthly_recurring_revenue?: number | null;
            annual_recurring_revenue?: number | null;
            committed_annual_recurring_revenue?: number | null;
            average_revenue_per_user?: number | null;
            ltv?: number | null;
            checkouts?: number | null;
            succeeded_checkouts?: number | null;
            checkouts_conversion?: number | null;
        };
        MetricsTotals: {
            revenue?: number | null;
            net_revenue?: number | null;
            cumulative_revenue?: number | null;
            net_cumulative_revenue?: number | null;
            orders?: number | null;
            average_order_value?: number | null;
            net_average_order_value?: number | null;
            one_time_products?: number | null;
            one_time_products_revenue?: number | null;
            one_time_products_net_revenue?: number | null;
            new_subscriptions?: number | null;
            new_subscriptions_revenue?: number | null;
            new_subscriptions_net_revenue?: number | null;
            renewed_subscriptions?: number | null;
            renewed_subscriptions_revenue?: number | null;
            renewed_subscriptions_net_revenue?: number | null;
            active_subscriptions?: number | null;
            committed_subscriptions?: number | null;
            churned_subscriptions?: number | null;
            canceled_subscriptions?: number | null;
            canceled_subscriptions_customer_service?: number | null;
            canceled_subscriptions_low_quality?: number | null;
            canceled_subscriptions_missing_features?: number | null;
            canceled_subscriptions_switched_service?: number | null;
            canceled_subscriptions_too_complex?: number | null;
            canceled_subscriptions_too_expensive?: number | null;
            canceled_subscriptions_unused?: number | null;
            canceled_subscriptions_other?: number | null;
            churn_rate?: number | null;
            monthly_recurring_revenue?: number | null;
            committed_monthly_recurring_revenue?: number | null;
            trial_monthly_recurring_revenue?: number | null;
            annual_recurring_revenue?: number | null;
            committed_annual_recurring_revenue?: number | null;
            average_revenue_per_user?: number | null;
            ltv?: number | null;
            checkouts?: number | null;
            succeeded_checkouts?: number | null;
            checkouts_conversion?: number | null;
        };
        Metrics: {
            revenue?: components["schemas"]["Metric"];
            net_revenue?: components["schemas"]["Metric"];
            cumulative_revenue?: components["schemas"]["Metric"];
            net_cumulative_revenue?: components["schemas"]["Metric"];
            orders?: components["schemas"]["Metric"];
            average_order_value?: components["schemas"]["Metric"];
            net_average_order_value?: components["schemas"]["Metric"];
            one_time_products?: components["schemas"]["Metric"];
            one_time_products_revenue?: components["schemas"]["Metric"];
            one_time_products_net_revenue?: components["schemas"]["Metric"];
            new_subscriptions?: components["schemas"]["Metric"];
            new_subscriptions_revenue?: components["schemas"]["Metric"];
            new_subscriptions_net_revenue?: components["schemas"]["Metric"];
            renewed_subscriptions?: components["schemas"]["Metric"];
            renewed_subscriptions_revenue?: components["schemas"]["Metric"];
            renewed_subscriptions_net_revenue?: components["schemas"]["Metric"];
            active_subscriptions?: components["schemas"]["Metric"];
            committed_subscriptions?: components["schemas"]["Metric"];
            churned_subscriptions?: components["schemas"]["Metric"];
            canceled_subscriptions?: components["schemas"]["Metric"];
            canceled_subscriptions_customer_service?: components["schemas"]["Metric"];
            canceled_subscriptions_low_quality?: components["schemas"]["Metric"];
            canceled_subscriptions_missing_features?: components["schemas"]["Metric"];
            canceled_subscriptions_switched_service?: components["schemas"]["Metric"];
            canceled_subscriptions_too_complex?: components["schemas"]["Metric"];
            canceled_subscriptions_too_expensive?: components["schemas"]["Metric"];
            canceled_subscriptions_unused?: components["schemas"]["Metric"];
            canceled_subscriptions_other?: components["schemas"]["Metric"];
            churn_rate?: components["schemas"]["Metric"];
            monthly_recurring_revenue?: components["schemas"]["Metric"];
            committed_monthly_recurring_revenue?: components["schemas"]["Metric"];
            trial_monthly_recurring_revenue?: components["schemas"]["Metric"];
            annual_recurring_revenue?: components["schemas"]["Metric"];
            committed_annual_recurring_revenue?: components["schemas"]["Metric"];
            average_revenue_per_user?: components["schemas"]["Metric"];
            ltv?: components["schemas"]["Metric"];
            checkouts?: components["schemas"]["Metric"];
            succeeded_checkouts?: components["schemas"]["Metric"];
            checkouts_conversion?: components["schemas"]["Metric"];
        };
        /** @description Information about a metric. */
        Metric: {
            slug: string;
            display_name: string;
            type: components["schemas"]["MetricType"];
        } | null;
        /** @enum {string} */
        MetricType: "scalar" | "currency" | "currency_sub_cent" | "percentage";
        MetricsLimits: {
            /** Format: date */
            min_date: string;
            intervals: components["schemas"]["MetricsIntervalsLimits"];
        };
        MetricsIntervalsLimits: {
            hour: components["schemas"]["MetricsIntervalLimit"];
            day: components["schemas"]["MetricsIntervalLimit"];
            week: components["schemas"]["MetricsIntervalLimit"];
            month: components["schemas"]["MetricsIntervalLimit"];
            year: components["schemas"]["MetricsIntervalLimit"];
        };
        MetricsIntervalLimit: {
            min_days: number;
            max_days: number;
        };
        MetricDashboardSchema: {
            created_at: string;
            modified_at: string | null;
            id: string;
            name: string;
            metrics: string[];
            organization_id: string;
        };
        MetricDashboardCreate: {
            name: string;
            /** @default [] */
            metrics?: string[];
            /** Format: uuid */
            organization_id?: string | null;
        };
        MetricDashboardUpdate: {
            name?: string | null;
            metrics?: string[] | null;
        };
    };
    responses: never;
    parameters: {
        /** @description The API version the request speaks; without it, 2026-04. The response echoes it in its own `Polar-Version` header. Any other value is answered `404 {"detail":"Not Found"}`. */
        PolarVersion: "2026-04" | "2026-10" | "2027-01";
        /** @description The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422. */
        PolarOrganization: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
