import type { ComponentType } from "react";
import type { IslandName } from "../ui/Island";

// Each island's view, loaded when the island wakes; a name without a view fails to compile.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view takes its own props
type View = ComponentType<any>;

export const islandViews: Record<IslandName, () => Promise<View>> = {
  "product-grid": () => import("../catalogue/blocks/ProductGrid").then((m) => m.ProductGrid),
  "viewer-thumbnails": () => import("../viewer/ViewerThumbnails").then((m) => m.ViewerThumbnails),
  finder: () => import("../tools/FinderTool").then((m) => m.FinderTool),
  compare: () => import("../tools/CompareTool").then((m) => m.CompareTool),
  quote: () => import("../quote/QuoteTool").then((m) => m.QuoteTool),
  inquiry: () => import("../inquiry/InquiryTool").then((m) => m.InquiryTool),
  "search-results": () => import("../tools/SearchResults").then((m) => m.SearchResults),
};
