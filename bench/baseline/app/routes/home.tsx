export function meta() {
  return [
    { title: "A bare React Router page" },
    { name: "description", content: "The framework's floor." },
  ];
}

export function loader() {
  return { text: "One heading and one paragraph, hydrated by React Router in framework mode." };
}

export default function Home({ loaderData }: { loaderData: { text: string } }) {
  return (
    <main>
      <h1>A bare React Router page</h1>
      <p>{loaderData.text}</p>
    </main>
  );
}
