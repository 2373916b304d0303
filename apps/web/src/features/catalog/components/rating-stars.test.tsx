import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars';

/** The stars' element as rendered: its label and where the gold ends. */
function rendered(rating: number) {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<RatingStars rating={rating} showValue />);
  const stars = holder.querySelector<HTMLElement>('[role="img"]');
  return {
    label: stars?.getAttribute('aria-label'),
    fill: stars?.style.getPropertyValue('--rating-fill'),
    value: holder.textContent,
    svgs: holder.querySelectorAll('svg').length,
  };
}

describe('RatingStars', () => {
  it('ends the gold inside the star the rating reaches, counting the gaps of the stars before it', () => {
    // 1rem stars with 0.125rem gaps: 4 whole stars and their gaps, then half of the fifth.
    expect(rendered(4.5)).toEqual({
      label: 'Rated 4.5 out of 5',
      fill: '5rem',
      value: '4.5',
      svgs: 0,
    });
    expect(rendered(3).fill).toBe('3.375rem');
    expect(rendered(0).fill).toBe('0rem');
  });

  it('keeps ratings outside 0–5 to the five stars', () => {
    expect(rendered(7)).toMatchObject({ label: 'Rated 5.0 out of 5', fill: '5.625rem' });
    expect(rendered(-1)).toMatchObject({ label: 'Rated 0.0 out of 5', fill: '0rem' });
  });
});
