import { formatCedis, PLANS } from '@/domain/plans';
import { sc } from '@/ui/static-styles';
import { StartButtons } from '../shared/start-buttons';
import { HomeSections } from './home-sections';
import { PhoneIllustration } from './phone-illustration';

function Hero() {
  const starter = PLANS[0];
  return (
    <section aria-labelledby="home-title" className={sc('home-hero')}>
      <div className={sc('page-width')}>
        <div className={sc('home-hero-grid')}>
          <div className={sc('home-hero-text')}>
            <div className={sc('network-chips')}>
              {['MTN', 'Telecel', 'AT'].map((network) => (
                <span key={network} className={sc('network-chip')}>
                  {network}
                </span>
              ))}
            </div>
            <h1 id="home-title">Bulk SMS that reaches every customer in Ghana</h1>
            <p>
              Send promotions, reminders and alerts to thousands of phones in minutes, from Accra to
              Tamale.
              {starter &&
                ` Start with ${starter.sms} SMS for ${formatCedis(starter.price)}, and keep every credit: they never expire.`}
            </p>
            <StartButtons size="xl" />
            <p>No setup fee · 99%+ delivery rate · 24/7 email support</p>
          </div>
          <PhoneIllustration />
        </div>
      </div>
    </section>
  );
}

/**
 * The home page. The hero is in the first bundle; the sections below it are an island (see
 * src/ui/island.tsx): in the prerendered HTML from the start, their code loaded and hydrated
 * once the hero works.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <HomeSections />
    </>
  );
}
