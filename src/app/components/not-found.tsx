// Page for unknown addresses (the router's defaultNotFoundComponent).
import { Link } from '@tanstack/react-router';
import { buttonClasses } from './button';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-sm font-semibold text-blue-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">Sayfa Bulunamadı</h1>
      <p className="mt-2 text-slate-600">Aradığınız sayfa mevcut değil veya taşınmış olabilir.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        Ana Sayfaya Dön
      </Link>
    </div>
  );
}
