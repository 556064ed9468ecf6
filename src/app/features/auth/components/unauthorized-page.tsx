// /unauthorized (spec 01 §2 "Access-denied screens").
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@app/components/button';
import { DeniedHeading } from '@app/components/require-permission';

export function UnauthorizedPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-16">
      <div className="max-w-lg text-center">
        <DeniedHeading
          icon="M18.36 18.36A9 9 0 0 0 5.64 5.64m12.72 12.72A9 9 0 0 1 5.64 5.64m12.72 12.72L5.64 5.64"
          title="Erişim Reddedildi"
          message="Bu sayfaya erişim yetkiniz bulunmamaktadır. Lütfen sistem yöneticinizle iletişime geçin."
        />
        <Link to="/" className={buttonClasses('primary', 'mt-6')}>
          Ana Sayfaya Dön
        </Link>
      </div>
    </main>
  );
}
