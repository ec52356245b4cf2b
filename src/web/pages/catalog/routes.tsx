import type { RouteObject } from "react-router";
import { AccessTokensPage } from "./access-tokens/AccessTokensPage";
import { EditBenefitPage, NewBenefitPage } from "./benefits/BenefitPages";
import { BenefitsPage } from "./benefits/BenefitsPage";
import { CustomFieldsPage, EditCustomFieldPage, NewCustomFieldPage } from "./custom-fields/CustomFieldPages";
import { DiscountsPage, EditDiscountPage, NewDiscountPage } from "./discounts/DiscountPages";
import { MeterPage } from "./meters/MeterPage";
import { EditMeterPage, MetersPage, NewMeterPage } from "./meters/MeterPages";
import { EditProductPage, NewProductPage } from "./products/ProductFormPage";
import { ProductsPage } from "./products/ProductsPage";
import { SettingsPage } from "./settings/SettingsPage";

/** The seller's catalog pages (products, benefits, custom fields, discounts, meters, settings, tokens). */
export const catalogRoutes: RouteObject[] = [
  { path: "/products", element: <ProductsPage /> },
  { path: "/products/new", element: <NewProductPage /> },
  { path: "/products/:id", element: <EditProductPage /> },
  { path: "/benefits", element: <BenefitsPage /> },
  { path: "/benefits/new", element: <NewBenefitPage /> },
  { path: "/benefits/:id", element: <EditBenefitPage /> },
  { path: "/custom-fields", element: <CustomFieldsPage /> },
  { path: "/custom-fields/new", element: <NewCustomFieldPage /> },
  { path: "/custom-fields/:id", element: <EditCustomFieldPage /> },
  { path: "/discounts", element: <DiscountsPage /> },
  { path: "/discounts/new", element: <NewDiscountPage /> },
  { path: "/discounts/:id", element: <EditDiscountPage /> },
  { path: "/meters", element: <MetersPage /> },
  { path: "/meters/new", element: <NewMeterPage /> },
  { path: "/meters/:id", element: <MeterPage /> },
  { path: "/meters/:id/edit", element: <EditMeterPage /> },
  { path: "/settings", element: <SettingsPage /> },
  { path: "/access-tokens", element: <AccessTokensPage /> },
];
