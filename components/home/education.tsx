import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { VideoFacade } from '@/components/ui/video-facade-client';
import { site } from '@/content/site';

const tips = [
  { title: 'Protect every day', text: 'El Paso gets well over 290 sunny days a year. Broad-spectrum SPF 30 or higher, reapplied at midday, is the best anti-aging step there is.' },
  { title: 'Hydrate in layers', text: 'Dry desert air pulls water from the skin. A hydrating serum under a richer moisturizer keeps your barrier comfortable.' },
  { title: 'Exfoliate gently', text: 'Dust and sweat clog pores, but over-scrubbing backfires. Gentle exfoliation once or twice a week is plenty for most skin.' },
];

/** Skincare education: the basics, with a short video. */
export function Education() {
  return (
    <Section
      id="education"
      eyebrow="Skincare education"
      title="Skincare made for the Chihuahuan Desert"
      intro="Healthy skin starts with a few habits that suit our climate. Here is what Adriana teaches every new client."
      deferred
      tone="cream"
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <Reveal>
          <VideoFacade videoId={site.videos.skincareEducation.id} title={site.videos.skincareEducation.title} />
        </Reveal>
        <ul className="space-y-6">
          {tips.map((tip) => (
            <Reveal as="li" key={tip.title}>
              <h3 className="text-xl font-semibold">{tip.title}</h3>
              <p className="mt-1 leading-relaxed text-charcoal-700">{tip.text}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </Section>
  );
}
