import { expect, test } from "vitest";
import { categories } from "../../app/content/catalog/categories";
import { CATEGORY_IDS } from "../../app/content/catalog/category-ids";

test("the groups' ids the schemas read are the groups' own, in menu order", () => {
  expect(categories.map((category) => category.id)).toEqual([...CATEGORY_IDS]);
});
