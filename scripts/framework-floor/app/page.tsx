import { TapCounter } from './tap-counter';

export const metadata = {
  title: 'The framework floor',
  description: 'The smallest Next.js page, to measure what React and the Next.js router cost at start-up alone.',
};

export default function FloorPage() {
  return (
    <main>
      <h1>The framework floor</h1>
      <p>One paragraph and one button: what React and the Next.js router cost at start-up, with nothing of the site.</p>
      <TapCounter />
    </main>
  );
}
