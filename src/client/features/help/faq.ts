export const SUPPORT_EMAIL = 'support@gearloop.app';

export const faq: Array<{ question: string; answer: string }> = [
  {
    question: 'How does renting work?',
    answer:
      'Find an item on Explore or through search, pick your dates on the listing and send a booking request. The owner accepts or declines; once accepted you can message each other to arrange pick-up and return. Requests that get no answer expire after 24 hours, and the dates become available again.',
  },
  {
    question: 'How do I list my gear?',
    answer:
      'Press Add Listing, add clear photos, a description, a daily price and the dates it is available. You can offer weekly and monthly discounts, set a minimum rental period, and mark an item as for sale too. You can pause (deactivate) or edit a listing at any time from My Listings.',
  },
  {
    question: 'How do payments work?',
    answer:
      'Gearloop does not process payments. Renter and owner agree on how to pay — cash, bank transfer or a payment app — directly between themselves, usually at pick-up. The price shown on the booking (in ₪, after any discount) is the amount you agreed to when you sent the request.',
  },
  {
    question: 'Can I cancel a reservation?',
    answer:
      'Yes. A renter can cancel their own request or reservation, and an owner can decline a request or cancel a reservation, from the reservation page. The other person is notified straight away and the dates return to the listing. Please cancel as early as you can and explain why in the conversation.',
  },
  {
    question: 'How do I stay safe, and what does verification mean?',
    answer:
      'Verify your email and phone number so others know you are reachable, and check reviews and verification badges before you book. Keep your conversation on Gearloop, meet in a public place, inspect the item together at pick-up and return, and never share passwords or one-time codes. Report anything suspicious to us.',
  },
  {
    question: 'Does Gearloop charge any fees?',
    answer:
      'No. Listing, browsing, booking and messaging are free, and Gearloop takes no commission, because we do not handle the money. If that ever changes we will tell you in advance and update the Terms and Conditions.',
  },
];
