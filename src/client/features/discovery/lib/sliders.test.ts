import { describe, expect, it } from 'vitest';
import { emptySearchFilter, filterFromSearchParams, PRICE_SLIDER, searchParamsFromFilter } from '../../../../domain/search';
import { priceBoundsFromSlider, priceSummary, priceThumbLabel, ratingLabel } from './sliders';

describe('price slider', () => {
  it('shows Any at the top end and a shekel price elsewhere', () => {
    expect(priceThumbLabel(PRICE_SLIDER.max)).toBe('Any');
    expect(priceThumbLabel(0)).toContain('₪');
    expect(priceThumbLabel(250)).toContain('250');
  });

  it('keeps the bounds in order', () => {
    expect(priceBoundsFromSlider([300, 100])).toEqual({ minPrice: 100, maxPrice: 300 });
    expect(priceBoundsFromSlider([0, 1000])).toEqual({ minPrice: 0, maxPrice: 1000 });
  });

  it('leaves both ends out of the URL: at the ends there is no bound', () => {
    const params = searchParamsFromFilter({ ...emptySearchFilter, ...priceBoundsFromSlider([0, 1000]) });
    expect(params.has('minPrice')).toBe(false);
    expect(params.has('maxPrice')).toBe(false);
  });

  it('writes a bound that is moved off its end, and reads it back', () => {
    const params = searchParamsFromFilter({ ...emptySearchFilter, ...priceBoundsFromSlider([50, 300]) });
    expect(params.get('minPrice')).toBe('50');
    expect(params.get('maxPrice')).toBe('300');
    expect(filterFromSearchParams(params)).toMatchObject({ minPrice: 50, maxPrice: 300 });
  });

  it('puts a URL bound above the slider (maxPrice=5000) at the Any end', () => {
    expect(filterFromSearchParams(new URLSearchParams('maxPrice=5000')).maxPrice).toBe(PRICE_SLIDER.max);
    expect(filterFromSearchParams(new URLSearchParams('')).maxPrice).toBe(PRICE_SLIDER.max);
  });

  it('summarises the range', () => {
    expect(priceSummary(0, 1000)).toBe('Any price');
    expect(priceSummary(0, 300)).toMatch(/^Up to ₪\s?300$/);
    expect(priceSummary(50, 1000)).toMatch(/^₪\s?50 and up$/);
    expect(priceSummary(50, 300)).toMatch(/^₪\s?50 – ₪\s?300$/);
  });
});

describe('rating slider', () => {
  it('reads 0 as any and leaves it out of the URL', () => {
    expect(ratingLabel(0)).toBe('Any');
    expect(searchParamsFromFilter({ ...emptySearchFilter, minRating: 0 }).has('minRating')).toBe(false);
  });

  it('writes half steps and reads them back', () => {
    expect(ratingLabel(4.5)).toBe('4.5+');
    const params = searchParamsFromFilter({ ...emptySearchFilter, minRating: 3.5 });
    expect(params.get('minRating')).toBe('3.5');
    expect(filterFromSearchParams(params).minRating).toBe(3.5);
  });
});
