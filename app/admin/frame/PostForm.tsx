import type { ComponentProps } from "react";
import { Form } from "react-router";
import { Csrf } from "./Csrf";

type Values = Record<string, string | number | undefined>;

/**
 * What a post carries besides what is typed: the CSRF token, the action's intent, and the item it
 * is about (a value left undefined is left out).
 */
export function PostFields({ intent, values = {} }: { intent?: string; values?: Values }) {
  return (
    <>
      <Csrf />
      {intent !== undefined && <input type="hidden" name="intent" value={intent} />}
      {Object.entries(values).map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

/** A form that posts to its page, with its PostFields. */
export function PostForm({
  intent,
  values,
  children,
  ...form
}: { intent?: string; values?: Values } & Omit<ComponentProps<typeof Form>, "method">) {
  return (
    <Form method="post" {...form}>
      <PostFields intent={intent} values={values} />
      {children}
    </Form>
  );
}
