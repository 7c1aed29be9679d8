import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:px-6">
        <p>© {new Date().getFullYear()} Gearloop. Rent, try, buy.</p>
        <nav aria-label="Legal" className="flex gap-5">
          <Link to="/terms-and-conditions" className="hover:text-brand-700 hover:underline">
            Terms and Conditions
          </Link>
          <Link to="/privacy-policy" className="hover:text-brand-700 hover:underline">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
