import { datesToMultirangeLiteral, nextDates } from '../../../domain/availability';
import { addDays } from '../../../domain/dates';
import { categoryGroupOf, type CategoryGroup } from '../../../domain/categories';
import type { NotificationType } from '../../../domain/notifications';
import type { ReservationStatus } from '../../../domain/reservation-status';
import { fullName, unnamedPerson } from '../../../domain/person';
import { systemMessageText } from '../../../domain/reservations';
import { REFERRAL_CODE_ALPHABET } from '../../../domain/referrals';
import { demoListings } from './demo-listings';
import { createRandom } from './prng';
import { demoPeople } from './demo-people';
import { places } from './israel-places';
import { rentalTotal } from './money';

import { type DemoInputs, type DemoRows, seededUuid } from './demo-row-types';

export type { DemoRows, PhotoSet } from './demo-row-types';

const listingReviewTexts = [
  'Exactly as described and spotless. Pick-up was easy.',
  'Worked perfectly for our weekend, would rent again.',
  'Great condition, the owner explained everything.',
  'Did the job. A little worn but fine for the price.',
  'Made our trip! Thanks for the flexible return time.',
  null,
];
const userReviewTexts = ['Friendly and on time.', 'Returned everything clean. Recommended!', 'Smooth communication.', 'Super helpful, thanks!', null];

/** Builds every demo row in memory (ids from the seeded PRNG), so the database work is a few bulk inserts. */
export function buildDemoRows({ random, now, today, photos, avatarUrls }: DemoInputs): DemoRows {
  const at = (daysAgo: number, hoursAgo = 0) => new Date(now.getTime() - daysAgo * 86_400_000 - hoursAgo * 3_600_000).toISOString();
  const rows: DemoRows = {
    profiles: [],
    listings: [],
    listingPhotos: [],
    reservations: [],
    purchaseRequests: [],
    listingReviews: [],
    userReviews: [],
    favorites: [],
    conversations: [],
    messages: [],
    notifications: [],
    referrals: [],
  };

  // Its own sequence, so the codes do not shift the rest of the demo data.
  const codeRandom = createRandom(1414);
  const people = demoPeople.map((person, index) => {
    const place = places[person.home];
    const id = seededUuid(random);
    rows.profiles.push({
      id,
      email: person.email,
      emailVerified: true,
      firstName: person.firstName,
      lastName: person.lastName,
      bio: person.bio,
      location: `${place.city}, Israel`,
      locationCity: place.city,
      locationLat: place.lat,
      locationLng: place.lng,
      phone: person.phone ?? null,
      phoneVerified: Boolean(person.phone),
      profilePhotoUrl: avatarUrls[index] ?? null,
      // Random like real codes (seeded, so the demo is the same on every start), not a guessable name + number.
      referralCode: Array.from({ length: 8 }, () => REFERRAL_CODE_ALPHABET[codeRandom.int(0, REFERRAL_CODE_ALPHABET.length - 1)]).join(''),
      onboardedAt: at(200 - index * 9),
      createdAt: at(200 - index * 9),
      updatedAt: at(30),
    });
    return { id, ...person };
  });
  const [maya, daniel] = [people[0]!, people[1]!];
  rows.referrals.push({ referrerId: maya.id, refereeId: daniel.id, createdAt: at(120), rewardedAt: at(90) });
  rows.profiles[1]!.referredBy = maya.id;

  // Listings, with their dates kept aside so reservations can take days out of them.
  const listingDates: Set<string>[] = [];
  const demo = demoListings.map((template, index) => {
    const owner = people[template.owner]!;
    const place = places[template.place ?? owner.home];
    const id = seededUuid(random);
    const dates = new Set(nextDates(today, 180));
    if (random.chance(0.35)) {
      for (let gap = random.int(1, 2); gap > 0; gap -= 1) {
        const start = random.int(8, 160);
        for (let day = start; day < start + random.int(3, 10); day += 1) dates.delete(addDays(today, day));
      }
    }
    listingDates.push(dates);
    const daysOld = index % 9 === 0 ? random.int(0, 5) : random.int(8, 90);
    rows.listings.push({
      id,
      ownerId: owner.id,
      title: template.title,
      description: template.description,
      category: template.category,
      location: `${random.pick(place.streets)} ${random.int(1, 120)}, ${place.city}, Israel`,
      locationLat: place.lat + (random.next() - 0.5) * 0.03,
      locationLng: place.lng + (random.next() - 0.5) * 0.03,
      pricePerDay: template.pricePerDay,
      minimumRentalDays: template.minimumRentalDays ?? 1,
      weeklyDiscount: template.weeklyDiscount ?? 0,
      monthlyDiscount: template.monthlyDiscount ?? 0,
      forSale: template.salePrice !== undefined,
      salePrice: template.salePrice ?? null,
      createdAt: at(daysOld, random.int(0, 20)),
      updatedAt: at(Math.min(daysOld, 3)),
    });
    (photos[index] ?? []).forEach((photo, position) => rows.listingPhotos.push({ listingId: id, position, ...photo }));
    return { id, template, owner, group: categoryGroupOf(template.category) as CategoryGroup };
  });

  const reserve = (
    listingIndex: number,
    renter: (typeof people)[number],
    offsetDays: number,
    days: number,
    status: ReservationStatus,
    createdAt: string,
    isPurchase = false,
  ) => {
    const listing = demo[listingIndex]!;
    const startDate = addDays(today, offsetDays);
    const length = isPurchase ? 1 : Math.max(days, listing.template.minimumRentalDays ?? 1);
    const endDate = addDays(startDate, length - 1);
    const price = isPurchase
      ? listing.template.salePrice!
      : rentalTotal(listing.template.pricePerDay, length, listing.template.weeklyDiscount ?? 0, listing.template.monthlyDiscount ?? 0);
    const id = seededUuid(random);
    rows.reservations.push({
      id,
      listingId: listing.id,
      ownerId: listing.owner.id,
      renterId: renter.id,
      startDate,
      endDate,
      rentalPrice: price,
      totalPrice: price,
      status,
      isPurchase,
      createdAt,
      updatedAt: createdAt,
      // Completed the day after the last day: the review window (14 days) runs from here.
      completedAt: status === 'completed' ? at(-(offsetDays + length)) : null,
    });
    if (!isPurchase && ['pending', 'accepted', 'ongoing', 'confirmed'].includes(status)) {
      for (let day = 0; day < length; day += 1) listingDates[listingIndex]!.delete(addDays(startDate, day));
    }
    return { id, listing, renter, startDate, endDate };
  };
  const byTitle = (prefix: string) => demo.findIndex((listing) => listing.template.title.startsWith(prefix));

  // Finished rentals with reviews, one per listing (distinct listings, stepping by 7 through 62).
  const others = people.slice(2);
  for (let index = 0; index < 28; index += 1) {
    const listingIndex = (index * 7) % demo.length;
    const listing = demo[listingIndex]!;
    const candidates = [daniel, ...others].filter((person) => person.id !== listing.owner.id);
    const renter = index % 4 === 0 && listing.owner.id !== daniel.id ? daniel : random.pick(candidates);
    const start = -(6 + index * 4);
    const done = reserve(listingIndex, renter, start, random.int(1, 4), 'completed', at(-start + 3));
    const reviewedAt = at(-start - 6 > 0 ? -start - 6 : 1);
    if (random.chance(0.85)) {
      rows.listingReviews.push({
        listingId: listing.id,
        userId: renter.id,
        rating: random.chance(0.8) ? random.int(4, 5) : 3,
        comment: random.pick(listingReviewTexts),
        reservationId: done.id,
        createdAt: reviewedAt,
        publishedAt: reviewedAt,
      });
    }
    if (random.chance(0.75)) {
      rows.userReviews.push({ revieweeId: renter.id, reviewerId: listing.owner.id, rating: random.int(4, 5), comment: random.pick(userReviewTexts), reservationId: done.id, createdAt: reviewedAt, publishedAt: reviewedAt });
      rows.userReviews.push({ revieweeId: listing.owner.id, reviewerId: renter.id, rating: random.int(4, 5), comment: random.pick(userReviewTexts), reservationId: done.id, createdAt: reviewedAt, publishedAt: reviewedAt });
    }
  }

  // Daniel's current bookings and Maya's requests to answer.
  const noa = people[2]!;
  const amit = people[5]!;
  const tamar = people[4]!;
  const lior = people[8]!;
  const camera = reserve(byTitle('Sony A7'), daniel, 5, 4, 'accepted', at(2));
  const bike = reserve(byTitle('Trek Marlin'), daniel, 12, 3, 'pending', at(0, 2));
  const snorkel = reserve(byTitle('Snorkel sets'), daniel, 30, 4, 'pending', at(0, 5));
  const tent = reserve(byTitle('4-person camping tent'), daniel, 20, 3, 'declined', at(3));
  reserve(byTitle('Board game night'), daniel, 9, 2, 'cancelled_by_renter', at(6));
  const drone = reserve(byTitle('DJI Mini'), noa, 15, 3, 'pending', at(0, 1));
  const mixer = reserve(byTitle('KitchenAid'), amit, 7, 2, 'pending', at(0, 3));
  reserve(byTitle('GoPro'), tamar, -1, 4, 'ongoing', at(4));
  // Daniel rented Maya's scooter, which is for sale: buying it now earns him that rental as credit.
  reserve(byTitle('Xiaomi electric scooter'), daniel, -20, 3, 'completed', at(24));
  reserve(byTitle('Sony A7'), amit, 25, 7, 'accepted', at(1));
  const armchairIndex = byTitle('Mid-century armchair');
  const purchase = reserve(armchairIndex, lior, 0, 1, 'pending', at(0, 4), true);
  rows.purchaseRequests.push({
    listingId: purchase.listing.id,
    buyerId: lior.id,
    sellerId: purchase.listing.owner.id,
    purchasePrice: purchase.listing.template.salePrice!,
    rentalCredit: '0.00',
    reservationId: purchase.id,
    status: 'pending',
    createdAt: at(0, 4),
  });

  demo.forEach((listing, index) => {
    rows.listings[index]!.available = datesToMultirangeLiteral([...listingDates[index]!]);
  });

  for (const prefix of ['Sony A7', 'Brompton', 'Inflatable SUP', 'PlayStation 5', 'Bugaboo', 'Jeep Wrangler']) {
    rows.favorites.push({ userId: daniel.id, listingId: demo[byTitle(prefix)]!.id, createdAt: at(random.int(1, 20)) });
  }
  rows.favorites.push({ userId: maya.id, listingId: demo[byTitle('Inflatable SUP')]!.id, createdAt: at(4) });

  // Conversations.
  const conversation = (
    reservation: { id: string; listing: (typeof demo)[number]; renter: (typeof people)[number] } | null,
    listing: (typeof demo)[number],
    renter: (typeof people)[number],
    // A system line's actor is its sender, as the product writes it (system-messages/index.ts); the other party receives it.
    lines: { from: 'renter' | 'owner' | 'system'; text: string; hoursAgo: number; read: boolean; action?: string; actor?: 'renter' | 'owner' }[],
  ) => {
    const id = seededUuid(random);
    rows.conversations.push({
      id,
      listingId: listing.id,
      renterId: renter.id,
      ownerId: listing.owner.id,
      reservationId: reservation?.id ?? null,
      lastMessageAt: at(0, Math.min(...lines.map((line) => line.hoursAgo))),
      createdAt: at(0, Math.max(...lines.map((line) => line.hoursAgo))),
    });
    for (const line of lines) {
      const sender = line.from === 'system' ? line.actor : line.from;
      rows.messages.push({
        conversationId: id,
        senderId: sender === 'renter' ? renter.id : sender === 'owner' ? listing.owner.id : null,
        receiverId: sender === 'renter' ? listing.owner.id : renter.id,
        content: line.text,
        isSystemMessage: line.from === 'system',
        systemAction: line.action ?? null,
        read: line.read,
        createdAt: at(0, line.hoursAgo),
      });
    }
    return id;
  };
  const cameraChat = conversation(camera, camera.listing, daniel, [
    { from: 'renter', text: 'Hi Maya! I need the camera for a wedding shoot. Does it come with a second battery?', hoursAgo: 50, read: true },
    { from: 'owner', text: 'Hi Daniel, yes — two batteries and a 128 GB card. Pick-up from Rothschild in the evening works?', hoursAgo: 49, read: true },
    { from: 'system', text: 'Reservation accepted', hoursAgo: 48, read: true, action: 'accepted', actor: 'owner' },
    { from: 'owner', text: 'See you on the day. I will charge everything the night before.', hoursAgo: 3, read: false },
  ]);
  const bikeChat = conversation(bike, bike.listing, daniel, [
    { from: 'renter', text: 'Could I pick up the bike at 9 in the morning?', hoursAgo: 2, read: false },
  ]);
  // Tied to Noa's pending request, as a booking's conversation is: the owner's reservation page offers "Message Noa".
  const droneChat = conversation(drone, drone.listing, noa, [
    { from: 'renter', text: 'Does the drone come with a carrying case?', hoursAgo: 1, read: false },
  ]);

  // A request made in the product opens its conversation with a system line: the other pending ones get theirs.
  const requested = (reservation: typeof bike, hoursAgo: number, isPurchase = false) =>
    conversation(reservation, reservation.listing, reservation.renter, [
      {
        from: 'system',
        text: systemMessageText(
          isPurchase ? 'purchase_requested' : 'requested',
          fullName({ first_name: reservation.renter.firstName, last_name: reservation.renter.lastName }, unnamedPerson.someone),
          isPurchase,
        ),
        hoursAgo,
        read: true,
        action: isPurchase ? 'purchase_requested' : 'requested',
        actor: 'renter',
      },
    ]);
  requested(snorkel, 5);
  requested(mixer, 3);
  requested(purchase, 4, true);

  const notify = (userId: string, type: NotificationType, title: string, content: string, relatedType: 'conversation' | 'reservation' | 'review' | 'listing', relatedId: string, hoursAgo: number, read = false) =>
    rows.notifications.push({ userId, type, title, content, relatedType, relatedId, timestamp: at(0, hoursAgo), read });
  notify(maya.id, 'reservation_request', 'New booking request', `Daniel requested ${bike.listing.template.title}`, 'reservation', bike.id, 2);
  notify(maya.id, 'reservation_request', 'New booking request', `Noa requested ${drone.listing.template.title}`, 'reservation', drone.id, 1);
  notify(maya.id, 'message', 'New message', 'Daniel: Could I pick up the bike at 9 in the morning?', 'conversation', bikeChat, 2);
  notify(maya.id, 'message', 'New message', 'Noa: Does the drone come with a carrying case?', 'conversation', droneChat, 1);
  notify(daniel.id, 'reservation_confirmed', 'Reservation accepted', `Maya accepted your booking of ${camera.listing.template.title}`, 'reservation', camera.id, 48, true);
  notify(daniel.id, 'reservation_declined', 'Reservation declined', `Your request for ${tent.listing.template.title} was declined`, 'reservation', tent.id, 70, true);
  notify(daniel.id, 'message', 'New message', 'Maya: See you on the day. I will charge everything the night before.', 'conversation', cameraChat, 3);
  // Daniel rented Maya's camera last week: neither has reviewed yet (the review window is open for 11 more days).
  const reviewable = reserve(byTitle('Sony A7'), daniel, -6, 3, 'completed', at(9));
  notify(daniel.id, 'feedback_request', 'How was your rental?', 'Leave a review for your recent rental', 'reservation', reviewable.id, 20);
  notify(maya.id, 'feedback_request', 'How was your rental?', 'Leave a review for your recent rental', 'reservation', reviewable.id, 20, true);
  const shiraOwner = demo[armchairIndex]!.owner;
  notify(shiraOwner.id, 'booking_request', 'New purchase request', `Lior wants to buy ${purchase.listing.template.title}`, 'reservation', purchase.id, 4);
  return rows;
}
