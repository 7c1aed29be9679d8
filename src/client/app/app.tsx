export function App() {
  return <main className="p-8 text-brand-700">Gearloop — rent, try, buy</main>;
}
