import type { Category } from '../../../domain/categories';
import type { PlaceId } from './israel-places';

/** One demo listing: owner is an index into demoPeople; the place defaults to the owner's home. */
export interface DemoListing {
  owner: number;
  category: Category;
  title: string;
  description: string;
  pricePerDay: string;
  salePrice?: string;
  place?: PlaceId;
  minimumRentalDays?: number;
  weeklyDiscount?: number;
  monthlyDiscount?: number;
}

export const demoListings: readonly DemoListing[] = [
  // Gear
  { owner: 0, category: 'Bicycles & Scooters', title: 'Trek Marlin 7 mountain bike (M)', description: 'Hydraulic disc brakes, 29" wheels, serviced last month. Helmet and lock included.', pricePerDay: '90.00', weeklyDiscount: 15 },
  { owner: 0, category: 'Bicycles & Scooters', title: 'Xiaomi electric scooter Pro 2', description: 'Up to 45 km range, charger included. Great for getting around Tel Aviv.', pricePerDay: '70.00', salePrice: '1400.00' },
  { owner: 5, category: 'Bicycles & Scooters', title: 'Brompton folding bike', description: 'Six-speed, folds in 20 seconds, fits in any car boot or on the train.', pricePerDay: '85.00', weeklyDiscount: 10 },
  { owner: 2, category: 'Outdoors', title: '4-person camping tent with tarp', description: 'Easy two-pole setup, rain fly and footprint. Slept dry through a Galilee storm.', pricePerDay: '60.00', weeklyDiscount: 20, place: 'haifa' },
  { owner: 10, category: 'Outdoors', title: 'Camping kitchen set (stove, pots, cooler)', description: 'Two-burner gas stove, pot set, 45 L cooler and folding table.', pricePerDay: '55.00', weeklyDiscount: 15 },
  { owner: 10, category: 'Outdoors', title: 'Osprey 65 L hiking backpack', description: 'Fits the Israel National Trail; rain cover included.', pricePerDay: '35.00', minimumRentalDays: 3 },
  { owner: 2, category: 'Sports', title: 'Climbing gear set: harness, shoes 41, chalk', description: 'Black Diamond harness, La Sportiva shoes (EU 41), belay device and two carabiners.', pricePerDay: '45.00' },
  { owner: 3, category: 'Sports', title: 'Adjustable dumbbells 2–24 kg (pair)', description: 'Space-saving home gym. Pick-up only, they are heavy.', pricePerDay: '30.00', salePrice: '900.00', monthlyDiscount: 30 },
  { owner: 8, category: 'Sports', title: 'Padel rackets x4 with balls', description: 'Four Bullpadel rackets and a fresh tube of balls.', pricePerDay: '50.00' },
  { owner: 5, category: 'Watersports', title: '9\'2" longboard surfboard with leash', description: 'Forgiving board for beginners, Herzliya beach is five minutes away.', pricePerDay: '80.00', weeklyDiscount: 20 },
  { owner: 7, category: 'Watersports', title: 'Snorkel sets for a family of four', description: 'Masks, snorkels and fins in sizes S–L. Coral Beach is waiting.', pricePerDay: '40.00' },
  { owner: 7, category: 'Watersports', title: 'Inflatable SUP board 10\'6"', description: 'Paddle, pump and waterproof bag included.', pricePerDay: '95.00', salePrice: '1800.00' },
  { owner: 2, category: 'Snow', title: 'Ski set for Mount Hermon (170 cm, boots 42)', description: 'Skis, poles and boots, waxed for the season.', pricePerDay: '120.00', minimumRentalDays: 2 },
  { owner: 4, category: 'Snow', title: 'Kids snowsuit and goggles (age 6–8)', description: 'Warm, waterproof, washed. For a snow day on the Hermon.', pricePerDay: '35.00' },
  // Home
  { owner: 11, category: 'Furniture', title: 'Folding event tables x3 and 12 chairs', description: 'Perfect for a garden party or a shiva. Delivery in Kfar Saba possible.', pricePerDay: '150.00' },
  { owner: 6, category: 'Furniture', title: 'Mid-century armchair, green velvet', description: 'Statement piece for photo shoots or a staging.', pricePerDay: '60.00', salePrice: '1200.00' },
  { owner: 0, category: 'Kitchen', title: 'KitchenAid stand mixer, Artisan', description: 'With dough hook, whisk and paddle. For your holiday baking.', pricePerDay: '45.00', weeklyDiscount: 10 },
  { owner: 11, category: 'Kitchen', title: 'Large paella pan and gas burner', description: '60 cm pan for 15 people, burner and regulator included.', pricePerDay: '55.00' },
  { owner: 3, category: 'Tools', title: 'Bosch hammer drill with bit set', description: 'SDS-plus, drills concrete walls easily. Bits 4–12 mm.', pricePerDay: '40.00' },
  { owner: 3, category: 'Tools', title: 'Aluminium extension ladder 3×8', description: 'Reaches 6.5 m. Straps for car roof transport on request.', pricePerDay: '50.00' },
  { owner: 9, category: 'Tools', title: 'Pressure washer Kärcher K5', description: 'Cleans the balcony and the car in minutes.', pricePerDay: '65.00', place: 'rehovot' },
  { owner: 11, category: 'Garden', title: 'Electric lawn mower and trimmer', description: 'Quiet, light, for small gardens.', pricePerDay: '55.00' },
  { owner: 4, category: 'Garden', title: 'Garden hammock with stand', description: 'Two-person hammock, sets up in five minutes.', pricePerDay: '35.00', salePrice: '450.00' },
  { owner: 9, category: 'Appliances', title: 'Portable air conditioner 12,000 BTU', description: 'For the heatwave or a room without AC.', pricePerDay: '70.00', monthlyDiscount: 40, place: 'ashdod' },
  { owner: 0, category: 'Appliances', title: 'Dyson V11 cordless vacuum', description: 'All attachments, two batteries.', pricePerDay: '50.00' },
  // Electronics
  { owner: 0, category: 'Cameras', title: 'Sony A7 III with 28–70 mm lens', description: 'Full-frame mirrorless, two batteries, 128 GB card. Photographer-owned.', pricePerDay: '180.00', weeklyDiscount: 20 },
  { owner: 0, category: 'Cameras', title: 'DJI Mini 3 Pro drone', description: 'Three batteries, ND filters, under 249 g. Fly responsibly.', pricePerDay: '150.00', minimumRentalDays: 2 },
  { owner: 0, category: 'Cameras', title: 'GoPro HERO11 with mounts', description: 'Chest, helmet and handlebar mounts, waterproof case.', pricePerDay: '75.00', salePrice: '1100.00' },
  { owner: 5, category: 'Computers', title: 'MacBook Pro 14" M2 Pro', description: '16 GB RAM, 512 GB SSD, charger. Wiped after every rental.', pricePerDay: '160.00', weeklyDiscount: 15, monthlyDiscount: 35 },
  { owner: 8, category: 'Computers', title: 'iPad Air with Apple Pencil', description: 'Great for drawing and for long flights.', pricePerDay: '70.00' },
  { owner: 8, category: 'Consoles', title: 'PlayStation 5 with two controllers', description: 'Plus FIFA and Gran Turismo discs.', pricePerDay: '80.00', weeklyDiscount: 20 },
  { owner: 8, category: 'Consoles', title: 'Nintendo Switch OLED + Mario Kart', description: 'Four Joy-Cons for the family party.', pricePerDay: '65.00', salePrice: '1300.00' },
  { owner: 4, category: 'Other electronics', title: 'Epson home projector and 100" screen', description: 'Full HD, HDMI cable and tripod screen. Movie night in the garden.', pricePerDay: '90.00', place: 'jerusalem' },
  { owner: 5, category: 'Other electronics', title: 'JBL PartyBox 310 speaker', description: 'Loud, with lights and two wireless microphones.', pricePerDay: '85.00' },
  // Style
  { owner: 6, category: 'Clothing', title: 'Evening dress, navy, size 38', description: 'Worn once to a wedding. Dry-cleaned.', pricePerDay: '120.00', minimumRentalDays: 2 },
  { owner: 6, category: 'Clothing', title: 'Men\'s suit, charcoal, size 50', description: 'Slim fit, with two shirts. Tailored last year.', pricePerDay: '110.00' },
  { owner: 2, category: 'Shoes', title: 'Hiking boots Salomon, EU 43', description: 'Waterproof, broken in, fresh insoles.', pricePerDay: '30.00' },
  { owner: 6, category: 'Accessories', title: 'Vintage Ray-Ban Wayfarer', description: 'A classic for a photo shoot or a festival.', pricePerDay: '25.00', salePrice: '350.00' },
  { owner: 6, category: 'Bags', title: 'Leather travel duffel bag', description: 'Handmade, fits cabin size limits.', pricePerDay: '35.00', place: 'netanya' },
  { owner: 0, category: 'Bags', title: 'Peak Design camera backpack 30 L', description: 'Fits a body, three lenses and a 16" laptop.', pricePerDay: '40.00' },
  // Hobbies
  { owner: 4, category: 'Games', title: 'Board game night box (Catan, Azul, Codenames)', description: 'Five family favourites, all pieces counted.', pricePerDay: '30.00', weeklyDiscount: 25 },
  { owner: 8, category: 'Games', title: 'Oculus Quest 2 VR headset', description: 'Beat Saber installed. Cleaned between rentals.', pricePerDay: '75.00' },
  { owner: 4, category: 'Books', title: 'Complete Harry Potter set (English)', description: 'Seven hardcover books for a summer of reading.', pricePerDay: '15.00', monthlyDiscount: 50, salePrice: '250.00' },
  { owner: 10, category: 'Books', title: 'Israel hiking guides and trail maps', description: 'Israel National Trail guide, Golan and Negev maps.', pricePerDay: '10.00', minimumRentalDays: 3 },
  { owner: 11, category: 'Crafts', title: 'Sewing machine Singer Heavy Duty', description: 'With threads and spare needles.', pricePerDay: '40.00' },
  { owner: 3, category: 'Crafts', title: 'Pottery wheel for beginners', description: 'Tabletop wheel, clay tools, 5 kg of clay.', pricePerDay: '60.00', place: 'beerSheva' },
  { owner: 4, category: 'Music', title: 'Yamaha acoustic guitar with case', description: 'Freshly restrung, tuner and capo included.', pricePerDay: '35.00', weeklyDiscount: 15 },
  { owner: 4, category: 'Music', title: 'Digital piano Roland FP-30X', description: '88 weighted keys, stand and pedal.', pricePerDay: '70.00', monthlyDiscount: 40 },
  { owner: 5, category: 'Music', title: 'DJ controller Pioneer DDJ-400', description: 'Plug and play with rekordbox, headphones included.', pricePerDay: '80.00', place: 'telAviv' },
  // Family
  { owner: 9, category: 'Baby & Kids', title: 'Travel cot and baby monitor', description: 'Folds into a bag. Monitor with night vision.', pricePerDay: '30.00', weeklyDiscount: 20 },
  { owner: 9, category: 'Baby & Kids', title: 'Car seat Maxi-Cosi (0–4 years)', description: 'ISOFIX base, never in an accident.', pricePerDay: '35.00' },
  { owner: 9, category: 'Stroller', title: 'Bugaboo Fox stroller', description: 'Bassinet and seat, rain cover. Smooth on Tel Aviv pavements.', pricePerDay: '60.00', salePrice: '2200.00', place: 'telAviv' },
  { owner: 1, category: 'Stroller', title: 'Jogging stroller Thule Urban Glide', description: 'Great on the Yarkon park paths.', pricePerDay: '55.00' },
  { owner: 11, category: 'Toys', title: 'Bouncy castle for kids parties', description: 'With blower and stakes; fits a 4×4 m garden.', pricePerDay: '180.00', place: 'petahTikva' },
  { owner: 9, category: 'Toys', title: 'LEGO Technic collection (5 sets)', description: 'All pieces sorted in boxes, instructions included.', pricePerDay: '25.00' },
  { owner: 3, category: 'Pet supplies', title: 'Large dog crate and travel bowls', description: 'Airline approved crate for dogs up to 30 kg.', pricePerDay: '25.00' },
  // Vehicles
  { owner: 10, category: 'Car', title: 'Toyota Corolla Hybrid 2021', description: 'Automatic, 5 seats, full insurance for drivers over 24.', pricePerDay: '220.00', weeklyDiscount: 15, monthlyDiscount: 30, minimumRentalDays: 2 },
  { owner: 7, category: 'Car', title: 'Jeep Wrangler 4x4 for the desert', description: 'For Arava and Negev trails. Experience off-road required.', pricePerDay: '450.00', minimumRentalDays: 2 },
  { owner: 10, category: 'Rack', title: 'Thule roof box 420 L', description: 'Fits most roof bars; keys and mounting guide included.', pricePerDay: '45.00', weeklyDiscount: 20 },
  { owner: 2, category: 'Rack', title: 'Bike rack for 3 bikes (tow bar)', description: 'Thule EasyFold, lights and plate holder.', pricePerDay: '50.00' },
  { owner: 10, category: 'Trailer', title: 'Small box trailer 750 kg', description: 'Registered, with cover net. For moving day or a camping trip.', pricePerDay: '120.00', place: 'modiin' },
];
