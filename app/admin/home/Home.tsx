import { useWords } from "../frame/use-admin";
import type { HomeData } from "./home.server";

/**
 * The signed-in view of /admin: the slot for the inquiry inbox. The inbox replaces this file and
 * home.server.ts; the sign-in view beside it (route.tsx) stays.
 */
export function Home({ data }: { data: HomeData }) {
  const { w } = useWords();
  return (
    <section className="admin-card">
      <h1>{w("home")}</h1>
      <p>{w("welcome", { email: data.email })}</p>
      <p>{w("homeText")}</p>
    </section>
  );
}
