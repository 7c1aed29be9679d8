import { LegalDocument } from '../components/legal-document';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what Gearloop keeps about you, why, who can see it, and the choices you have. We keep as little as
          the marketplace needs to work, and we never sell your data.
        </p>
      }
    >
      <section>
        <h2>What we keep</h2>
        <ul>
          <li>
            <strong>Account:</strong> your name, email address, a salted hash of your password (never the password itself), an
            optional phone number, bio and profile photo, verification status, notification preferences, and when you joined.
          </li>
          <li>
            <strong>Listings:</strong> titles, descriptions, photos, prices, availability dates and the location you enter. Photo
            metadata such as GPS coordinates is removed when you upload.
          </li>
          <li>
            <strong>Reservations and reviews:</strong> dates, agreed prices, statuses, ratings and comments.
          </li>
          <li>
            <strong>Messages:</strong> the conversations you have with other users, including files you attach.
          </li>
          <li>
            <strong>Technical:</strong> a session cookie that keeps you signed in, a second one that lives only while you sign
            out (so the session ends even if you leave the page at once), and short-lived server logs used to keep the
            service secure and working.
          </li>
        </ul>
      </section>
      <section>
        <h2>What others can see</h2>
        <ul>
          <li>Anyone can see your first and last name, profile photo, the month you joined, your city and reviews about you.</li>
          <li>
            Other people see only the <strong>approximate location</strong> of your listings (the city or area). The exact address
            is shared only with a renter whose reservation you have accepted.
          </li>
          <li>Your email address and phone number are never shown on your profile.</li>
          <li>Messages are visible only to the two people in the conversation.</li>
        </ul>
      </section>
      <section>
        <h2>Why we use it</h2>
        <p>
          To run your account, show listings and rank them by distance, handle bookings, deliver messages and notifications, and
          prevent fraud and abuse. We send email for account and booking events, and marketing only if you opt in in Settings.
          Gearloop processes no payments, so we hold no card or bank details.
        </p>
      </section>
      <section>
        <h2>How long we keep it and your rights</h2>
        <p>
          We keep your data while your account exists. When you delete your account we delete your profile, listings and photos;
          messages and reviews you exchanged with others may be kept in anonymised form so their records stay complete. You can
          ask for a copy of your data, or for corrections, by writing to support@gearloop.app.
        </p>
      </section>
      <section>
        <h2>Place names</h2>
        <p>
          Location suggestions and distances use place names and coordinates from{' '}
          <a href="https://www.geonames.org/" className="font-medium text-brand-700 hover:underline" rel="noreferrer" target="_blank">
            GeoNames
          </a>
          , licensed under{' '}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            className="font-medium text-brand-700 hover:underline"
            rel="noreferrer"
            target="_blank"
          >
            Creative Commons Attribution 4.0 (CC BY 4.0)
          </a>
          . Your searches are matched on our own servers and are not sent to GeoNames.
        </p>
      </section>
    </LegalDocument>
  );
}
