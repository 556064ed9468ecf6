// /unauthorized (spec 01 §2 "Access-denied screens").
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@app/components/button';

export function UnauthorizedPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-16">
      <div className="max-w-lg text-center">
        <div aria-hidden="true" className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-7">
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M18.36 18.36A9 9 0 0 0 5.64 5.64m12.72 12.72A9 9 0 0 1 5.64 5.64m12.72 12.72L5.64 5.64"
            />
          </svg>
        </div>
        <h1 className="text-2xl font-semibold text-slate-900">Erişim Reddedildi</h1>
        <p className="mt-2 text-slate-600">Bu sayfaya erişim yetkiniz bulunmamaktadır. Lütfen sistem yöneticinizle iletişime geçin.</p>
        <Link to="/" className={buttonClasses('primary', 'mt-6')}>
          Ana Sayfaya Dön
        </Link>
      </div>
    </main>
  );
}
