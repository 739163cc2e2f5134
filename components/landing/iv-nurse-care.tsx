import { Artwork } from '@/components/ui/artwork';
import { BulletList } from '@/components/ui/bullet-list';
import { Section } from '@/components/ui/section';
import type { LandingCopy } from '@/content/pages/landing';

type NursesCopy = Extract<LandingCopy['care'], { kind: 'nurses' }>;

/** The licensed RN block: who gives and who supervises the drips, the good-faith exam, and who should not have IV therapy. */
export function IvNurseCare({ copy }: { copy: NursesCopy }) {
  return (
    <Section id="safety" heading={copy}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-5 text-lg leading-relaxed text-charcoal-700">
          <p>{copy.lead}</p>
          <h3 className="text-2xl font-semibold">{copy.examTitle}</h3>
          <p>{copy.exam}</p>
          <Artwork
            name="landing/iv-nurse-care"
            alt={copy.artworkAlt}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="block overflow-hidden rounded-2xl shadow-sm"
            imgClassName="h-auto w-full"
          />
        </div>
        <div className="self-start rounded-2xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-2xl font-semibold">{copy.notForTitle}</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700">{copy.notForIntro}</p>
          <BulletList items={copy.notFor} className="mt-4 space-y-3 text-charcoal-800" />
          <p className="mt-6 rounded-xl bg-cream-100 p-4 text-sm leading-relaxed text-charcoal-700">
            {copy.disclaimer}
          </p>
        </div>
      </div>
    </Section>
  );
}
