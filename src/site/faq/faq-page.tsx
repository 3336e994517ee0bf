import { FAQ } from '@/domain/faq';
import { PageAnchor } from '@/ui/links';
import { sc } from '@/ui/static-styles';
import { PageIntro, Section } from '../shared/section';
import { ContactBar } from './contact-bar';
import { FaqList } from './faq-list';

export default function FaqPage() {
  return (
    <>
      <ContactBar />
      <PageIntro
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Straight answers about bundles, credits, delivery and support. Press a question to read its answer."
      />
      <Section id="questions">
        <div className={sc('measure')}>
          <FaqList entries={FAQ} />
        </div>
        <div className={sc('faq-still')}>
          <h2>Still have a question?</h2>
          <p>
            <PageAnchor to="contact" className={sc('strong-link')}>
              Send us a message
            </PageAnchor>{' '}
            and we reply within 24 hours, or compare the bundles on the{' '}
            <PageAnchor to="pricing" className={sc('strong-link')}>
              pricing page
            </PageAnchor>
            .
          </p>
        </div>
      </Section>
    </>
  );
}
