import { speculationRules } from '@/lib/speculation-rules';

/** The page's Speculation Rules (lib/speculation-rules.ts), as the inline JSON block browsers read. */
export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />;
}
