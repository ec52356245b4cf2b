import { type PageRoute, page } from "../../lazy-page";

/** The seller's catalog pages (products, benefits, custom fields, discounts, meters, settings, tokens). */
export const catalogRoutes: PageRoute[] = [
  { path: "/products", lazy: page(() => import("./products/ProductsPage"), "ProductsPage") },
  { path: "/products/new", lazy: page(() => import("./products/ProductFormPage"), "NewProductPage") },
  { path: "/products/:id", lazy: page(() => import("./products/ProductFormPage"), "EditProductPage") },
  { path: "/benefits", lazy: page(() => import("./benefits/BenefitsPage"), "BenefitsPage") },
  { path: "/benefits/new", lazy: page(() => import("./benefits/BenefitPages"), "NewBenefitPage") },
  { path: "/benefits/:id", lazy: page(() => import("./benefits/BenefitPages"), "EditBenefitPage") },
  {
    path: "/custom-fields",
    lazy: page(() => import("./custom-fields/CustomFieldPages"), "CustomFieldsPage"),
  },
  {
    path: "/custom-fields/new",
    lazy: page(() => import("./custom-fields/CustomFieldPages"), "NewCustomFieldPage"),
  },
  {
    path: "/custom-fields/:id",
    lazy: page(() => import("./custom-fields/CustomFieldPages"), "EditCustomFieldPage"),
  },
  { path: "/discounts", lazy: page(() => import("./discounts/DiscountPages"), "DiscountsPage") },
  { path: "/discounts/new", lazy: page(() => import("./discounts/DiscountPages"), "NewDiscountPage") },
  { path: "/discounts/:id", lazy: page(() => import("./discounts/DiscountPages"), "EditDiscountPage") },
  { path: "/meters", lazy: page(() => import("./meters/MeterPages"), "MetersPage") },
  { path: "/meters/new", lazy: page(() => import("./meters/MeterPages"), "NewMeterPage") },
  { path: "/meters/:id", lazy: page(() => import("./meters/MeterPage"), "MeterPage") },
  { path: "/meters/:id/edit", lazy: page(() => import("./meters/MeterPages"), "EditMeterPage") },
  { path: "/settings", lazy: page(() => import("./settings/SettingsPage"), "SettingsPage") },
  {
    path: "/access-tokens",
    lazy: page(() => import("./access-tokens/AccessTokensPage"), "AccessTokensPage"),
  },
];
