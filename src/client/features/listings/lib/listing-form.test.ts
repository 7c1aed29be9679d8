import { describe, expect, it } from 'vitest';
import { listingTexts } from '../../../../domain/listings';
import { emptyListingForm, firstProblemToast, listingFormSchema, toListingFields } from './listing-form';

describe('the listing form names each missing field', () => {
  it('gives every empty required field its own message, and the spec toast once', () => {
    const result = listingFormSchema.safeParse(emptyListingForm);
    expect(result.success).toBe(false);
    // One message per field (the form shows a field's first problem).
    expect(new Set(result.error!.issues.map((issue) => issue.path[0])).size).toBe(result.error!.issues.length);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(byField).toEqual({
      title: 'Please enter a title',
      description: 'Please enter a description',
      category: 'Please choose a category',
      price_per_day: 'Please enter a daily price',
      location: 'Please enter a location',
    });
    expect(Object.values(byField)).not.toContain(listingTexts.missingFields);
    expect(firstProblemToast(Object.values(byField), listingTexts.createFailed)).toEqual({
      title: 'Missing required fields',
      description: 'Please fill in all required fields',
    });
  });

  it('keeps other problems as they are', () => {
    expect(firstProblemToast([listingTexts.priceInvalid], listingTexts.createFailed)).toEqual({
      title: listingTexts.createFailed,
      description: listingTexts.priceInvalid,
    });
  });

  it('says a price is too high in the server\'s words, and a malformed one is not a price', () => {
    const filled = { ...emptyListingForm, title: 'Drill', description: 'Works', category: 'Tools', location: 'Haifa', for_sale: true };
    const problems = (price: string, salePrice: string) => {
      const result = listingFormSchema.safeParse({ ...filled, price_per_day: price, sale_price: salePrice });
      return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    };
    expect(problems('1000001', '99999999999')).toEqual({ price_per_day: listingTexts.priceTooHigh, sale_price: listingTexts.priceTooHigh });
    expect(problems('-5', '12.345')).toEqual({ price_per_day: listingTexts.priceInvalid, sale_price: listingTexts.priceInvalid });
    expect(problems('1000000', '0.5')).toEqual({});
  });

  it('reads a decimal comma as a point, and refuses a thousands comma', () => {
    const filled = { ...emptyListingForm, title: 'Drill', description: 'Works', category: 'Tools', location: 'Haifa', for_sale: true };
    const values = { ...filled, price_per_day: ' 80,5 ', sale_price: '1200,75' };
    expect(listingFormSchema.safeParse(values).success).toBe(true);
    expect(toListingFields(values)).toMatchObject({ price_per_day: 80.5, sale_price: 1200.75 });
    const thousands = listingFormSchema.safeParse({ ...filled, price_per_day: '1,000', sale_price: '900' });
    expect(thousands.error?.issues.map((issue) => issue.message)).toEqual([listingTexts.priceInvalid]);
  });
});
