import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MotionFade from '@/ui/motion-fade';

/** Whether this engine can play Web Animations (jsdom cannot); each test says which it has. */
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'animate');

afterEach(() => {
  if (original) Object.defineProperty(Element.prototype, 'animate', original);
  else delete (Element.prototype as Partial<Element>).animate;
});

describe('MotionFade', () => {
  it('shows the page without a fade where Web Animations are missing', () => {
    delete (Element.prototype as Partial<Element>).animate;
    render(
      <MotionFade>
        <h1>Pricing</h1>
      </MotionFade>,
    );
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  });

  it('shows the page when the browser refuses to start the fade', () => {
    const animate = vi.fn(() => {
      throw new DOMException('Animation could not start', 'NotSupportedError');
    });
    Object.defineProperty(Element.prototype, 'animate', { configurable: true, value: animate });
    render(
      <MotionFade>
        <h1>Pricing</h1>
      </MotionFade>,
    );
    expect(animate).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  });
});
