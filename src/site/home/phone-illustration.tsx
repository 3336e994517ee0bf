import { sc } from '@/ui/static-styles';

const c = (token: string) => `var(--chakra-colors-${token})`;

/**
 * The hero's phone with an SMS bubble: inline SVG in theme colours, so it follows light and
 * dark mode and costs no image download.
 */
export function PhoneIllustration() {
  return (
    <div className={sc('home-phone')}>
      <svg
        viewBox="0 0 300 560"
        width="100%"
        role="img"
        aria-labelledby="hero-phone-title"
        focusable="false"
      >
        <title id="hero-phone-title">
          A phone showing an SMS from Kumasi Pharmacy: your prescription is ready for pickup.
        </title>
        <rect x="18" y="6" width="264" height="548" rx="42" fill={c('gray-900')} />
        <rect x="30" y="20" width="240" height="520" rx="32" fill={c('bg-panel')} />
        <rect x="118" y="30" width="64" height="16" rx="8" fill={c('gray-900')} />
        {/* Conversation header */}
        <rect x="30" y="56" width="240" height="62" fill={c('bg-muted')} />
        <circle cx="64" cy="87" r="18" fill={c('brand-solid')} />
        <text
          x="64"
          y="93"
          textAnchor="middle"
          fontSize="16"
          fontWeight="700"
          fill={c('brand-contrast')}
        >
          K
        </text>
        <text x="92" y="84" fontSize="15" fontWeight="700" fill={c('fg')}>
          KUMASIPHARM
        </text>
        <text x="92" y="103" fontSize="12" fill={c('fg-muted')}>
          Sender ID · verified
        </text>
        {/* First message */}
        <rect x="46" y="142" width="214" height="118" rx="18" fill={c('bg-muted')} />
        <text fontSize="13" fill={c('fg')}>
          <tspan x="62" y="170">
            Akwaaba, Ama! Your
          </tspan>
          <tspan x="62" y="190">
            prescription is ready
          </tspan>
          <tspan x="62" y="210">
            for pickup at our Adum
          </tspan>
          <tspan x="62" y="230">
            branch until 8 PM.
          </tspan>
        </text>
        <text x="62" y="276" fontSize="11" fill={c('fg-muted')}>
          Today, 10:04 AM
        </text>
        {/* Second message, with the offer */}
        <rect x="46" y="292" width="214" height="138" rx="18" fill={c('brand-solid')} />
        <text fontSize="13" fill={c('brand-contrast')}>
          <tspan x="62" y="320">
            This week only: 20% off
          </tspan>
          <tspan x="62" y="340">
            vitamins with code
          </tspan>
          <tspan x="62" y="360" fontWeight="700">
            SAVE20
          </tspan>
          <tspan x="62" y="388">
            Reply STOP to opt out.
          </tspan>
        </text>
        <text x="62" y="446" fontSize="11" fill={c('fg-muted')}>
          Delivered · MTN
        </text>
        {/* Reply bar */}
        <rect
          x="46"
          y="480"
          width="208"
          height="38"
          rx="19"
          fill="none"
          stroke={c('border')}
          strokeWidth="2"
        />
        <text x="64" y="504" fontSize="13" fill={c('fg-muted')}>
          Text message
        </text>
        <circle cx="236" cy="499" r="13" fill={c('gold-solid')} />
      </svg>
    </div>
  );
}
