import { Link } from 'react-router';
import { LegalDocument } from '../components/legal-document';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      intro={
        <p>
          Gearloop is a marketplace where people rent gear to each other by the day and sell it. These terms are the agreement
          between you and Gearloop when you use the site. By creating an account or using Gearloop you accept them.
        </p>
      }
    >
      <section>
        <h2>1. Who can use Gearloop</h2>
        <p>
          You must be at least 18 years old and able to enter a binding agreement. One person, one account: keep your details
          accurate and your password to yourself. You are responsible for what happens under your account.
        </p>
      </section>
      <section>
        <h2>2. Gearloop is a marketplace, not a party to your rental</h2>
        <p>
          Owners and renters deal directly with each other. Gearloop does not own, inspect, insure or deliver the items listed,
          and it is not a party to the agreement between an owner and a renter or buyer.
        </p>
      </section>
      <section>
        <h2>3. Payments are arranged between users</h2>
        <p>
          Gearloop processes no payments. The price shown for a booking or purchase (in ₪, after any weekly or monthly discount or
          rental credit) is what you agree to; how and when to pay — cash, bank transfer, a payment app — is arranged directly
          between the owner and the renter or buyer. Gearloop charges no fees or commission and cannot refund, hold or recover
          money for you.
        </p>
      </section>
      <section>
        <h2>4. Listings</h2>
        <ul>
          <li>List only items you own or are allowed to rent out or sell, that are legal, safe and work as described.</li>
          <li>Photos and descriptions must be your own, accurate and honest about condition, defects and what is included.</li>
          <li>Keep the availability calendar up to date; the daily price, discounts, minimum rental period and any sale price you set are offers to renters.</li>
          <li>No weapons, illegal goods, recalled products, counterfeit items, or anything that needs a licence you don't hold.</li>
          <li>We may remove listings or suspend accounts that break these rules or receive repeated credible complaints.</li>
        </ul>
      </section>
      <section>
        <h2>5. Bookings and purchases</h2>
        <ul>
          <li>A booking request reserves the dates until the owner accepts or declines it; requests without an answer expire after 24 hours.</li>
          <li>Once accepted, both sides should honour the dates, the price and the hand-over arrangements agreed in the conversation.</li>
          <li>Renters return items on time, clean and in the condition received, apart from normal wear; loss or damage is settled between owner and renter.</li>
          <li>Either side may cancel through the reservation page; please do it as early as possible and explain why.</li>
          <li>A purchase is completed when the owner marks it completed; the listing is then archived.</li>
        </ul>
      </section>
      <section>
        <h2>6. Conduct</h2>
        <p>
          Be respectful and truthful in messages and reviews. No harassment, spam, discrimination, or attempts to move people off
          Gearloop to defraud them. Reviews must describe a real rental or purchase.
        </p>
      </section>
      <section>
        <h2>7. Liability</h2>
        <p>
          Gearloop is provided as is. To the extent the law allows, Gearloop is not liable for the condition, safety or legality of
          listed items, for the conduct of users, or for losses arising from a rental or sale between users. Nothing in these
          terms limits rights you have under consumer protection law that cannot be excluded.
        </p>
      </section>
      <section>
        <h2>8. Ending your account and changes</h2>
        <p>
          You can delete your account from Settings at any time. We may update these terms; we will show the new date above and,
          for important changes, tell you before they apply. How we handle your data is described in the{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </LegalDocument>
  );
}
