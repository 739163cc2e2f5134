import { Artwork } from '@/components/ui/artwork';
import { Section } from '@/components/ui/section';
import { ivContraindications } from '@/content/iv-drips';
import { site } from '@/content/site';

/** The licensed RN block: who gives the drips, the good-faith exam, and who should not have IV therapy. */
export function IvNurseCare() {
  return (
    <Section id="safety" eyebrow="Safety first" title="Given by Licensed Registered Nurses" deferred>
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-5 text-lg leading-relaxed text-charcoal-700">
          <p>
            Every IV at {site.name} is started, monitored and removed by {site.medical.ivProvider}, working under {site.medical.supervisor}, who
            sets our protocols, ingredients and eligibility rules. You are never left alone with a running drip.
          </p>
          <h3 className="text-2xl font-semibold">A good-faith exam by the medical team before your first drip</h3>
          <p>
            Before your first IV, {site.medical.examiner} gives you a good-faith exam: your health history, medications and allergies are
            reviewed and your vital signs checked, to confirm the drip is appropriate for you. We repeat the review whenever your health changes.
          </p>
          <Artwork
            name="landing/iv-nurse-care"
            alt="Soft illustrated artwork of water droplets and leaves, evoking hydration and calm"
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="block overflow-hidden rounded-2xl shadow-sm"
            imgClassName="h-auto w-full"
          />
        </div>
        <div className="self-start rounded-2xl border border-cream-300 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-2xl font-semibold">Who should not have IV therapy</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700">
            IV therapy is safe for most healthy adults, but not for everyone. We do not give IV therapy, or we ask for clearance from your own
            doctor first, for:
          </p>
          <ul className="mt-4 list-disc space-y-3 pl-5 marker:text-gold-700">
            {ivContraindications.map((item) => (
              <li key={item} className="text-charcoal-800">
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-xl bg-cream-100 p-4 text-sm leading-relaxed text-charcoal-700">
            IV therapy supports hydration and wellness; it is not a treatment for any disease, and it does not replace care from your doctor. If you have chest
            pain, trouble breathing or another emergency, call 911. Individual results vary.
          </p>
        </div>
      </div>
    </Section>
  );
}
